import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import type { Problem } from '#site/problems/problem';

/**
 * The traps a new user fell into in the editor (issue 40) and the check let through: each is made on a copy
 * of the shipped site, and must be reported at the line to fix, in the CLI's words and the editor's.
 */
const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-traps-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type SiteFile = 'site.yaml' | 'pages/countries.yaml';

let count = 0;
/** A copy of the shipped site with each `from` (found once in its file, or `everywhere` in it) written as `to`. */
function copySite(changes: Array<{ file?: SiteFile; from: string; to: string; everywhere?: true }>) {
  const dir = join(scratch, String(count++));
  cpSync(join(root, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  for (const { file = 'site.yaml', from, to, everywhere } of changes) {
    const text = readFileSync(join(dir, file), 'utf8');
    if (!everywhere) expect(text.split(from)).toHaveLength(2);
    writeFileSync(join(dir, file), everywhere ? text.replaceAll(from, to) : text.replace(from, to));
  }
  const manifest = join(dir, 'site.yaml');
  return {
    dir,
    manifest,
    loaded: loadSiteFromDisk(manifest),
    /** The line (from 1) of the first line holding `fragment`, in a file of the copy. */
    lineOf: (fragment: string, file: SiteFile = 'site.yaml') =>
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes(fragment)) + 1,
    show: (file: SiteFile) => relative(process.cwd(), join(dir, file)),
  };
}

const ofCode = (problems: Problem[], code: string) => problems.filter((problem) => problem.code === code);

const NEW_COUNTRY = '    - { id: guernsey, code: "+44", country: Guernsey }\n';
const LAST_COUNTRY = '    - { id: israel, code: "+972", country: Israel }\n';
/** A case study's picture line in the shipped site (its alt text is the site's to change). */
const imageLineOf = (id: string) =>
  `${readFileSync(join(root, 'site.yaml'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`      image: { src: /images/projects/${id}.svg`))}\n`;
const YASH_IMAGE = imageLineOf('yash');
const QUICKMIND_IMAGE = imageLineOf('quickmind');

describe('a calling code listed twice', () => {
  it('is an error at the second entry, naming the first, with the way to share a code', () => {
    const site = copySite([{ file: 'pages/countries.yaml', from: LAST_COUNTRY, to: LAST_COUNTRY + NEW_COUNTRY }]);
    const [problem, ...more] = ofCode(site.loaded.problems, 'duplicate-value');
    expect(more).toEqual([]);
    expect(site.loaded.site).toBeUndefined();
    expect(problem).toMatchObject({
      severity: 'error',
      file: site.show('pages/countries.yaml'),
      line: site.lineOf('id: guernsey', 'pages/countries.yaml'),
      where: 'collections.countries[40].code',
      message: `code "+44" is already used by "united-kingdom" at line ${site.lineOf('id: united-kingdom', 'pages/countries.yaml')}: each item needs its own`,
    });
    expect(problem.fix).toMatch(
      /^change code here to one no other item has, or remove this item and name both in "united-kingdom"/,
    );
    expect(problem.fix).toContain('United States/Canada');
    expect(problem.fixInEditor).toBe(
      'Change "Code" to a value no other entry has, or delete this entry and name both in "united-kingdom", which has +44 already.',
    );
  });

  it('is not one where each code is listed once', () => {
    expect(ofCode(copySite([]).loaded.problems, 'duplicate-value')).toEqual([]);
  });
});

describe('a case study listed on the case-studies page without its picture', () => {
  it('is an error at the entry, naming the listing', () => {
    const site = copySite([{ from: YASH_IMAGE, to: '' }]);
    const [problem, ...more] = ofCode(site.loaded.problems, 'card-without-picture');
    expect(more).toEqual([]);
    expect(problem).toMatchObject({
      severity: 'error',
      file: site.show('site.yaml'),
      line: site.lineOf('- id: yash'),
      message: expect.stringMatching(
        /^the caseStudies entry "yash" has no image, and its card in the listing routes\[\d+\] \(\/case-studies\) › blocks\[\d+\]\.projects \(line \d+\) shows one: it would show "No Image"$/,
      ),
      fixInEditor: 'Choose a picture for "Image" in this entry, or take the entry out of the listing.',
    });
    expect(problem.message).toContain(`(line ${site.lineOf('projects: [cognatrix')})`);
  });

  it('is nothing for a case study the listing does not show', () => {
    const site = copySite([{ from: QUICKMIND_IMAGE, to: '' }]);
    expect(site.loaded.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });
});

describe('a header menu item without the description its neighbours have', () => {
  it('is a warning at the item; a menu without descriptions says nothing', () => {
    const site = copySite([
      { from: '          description: Cloud migration, cloud-native development and managed operations.\n', to: '' },
    ]);
    expect(ofCode(site.loaded.problems, 'menu-item-without-description')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: site.lineOf('- title: Cloud Solutions'),
        message: '"Cloud Solutions" has no description, where 5 of the 6 items of the Solutions menu have one',
        fixInEditor: 'Write a "description" for "Cloud Solutions", as the other items of the Solutions menu have.',
      }),
    ]);
    // The site is still made: a warning.
    expect(site.loaded.site).toBeDefined();
  });
});

describe("a page's structured data", () => {
  it('takes its url from the route: the address follows the path', () => {
    // Renamed, with every link to it (its pictures keep their names).
    const site = copySite([
      { from: '/services/it-staffing', to: '/services/staffing', everywhere: true },
      { from: '/images/services/staffing', to: '/images/services/it-staffing', everywhere: true },
    ]);
    const home = site.loaded.site!.routes.find((route) => route.path === '/')!;
    expect(home.seo?.jsonLd?.url).toBe('https://voltaiclabs.example/');
    const renamed = site.loaded.site!.routes.find((route) => route.path === '/services/staffing')!;
    expect(renamed.seo?.jsonLd).toMatchObject({
      '@type': 'Service',
      url: 'https://voltaiclabs.example/services/staffing',
      provider: { url: 'https://voltaiclabs.example' },
    });
  });

  it("refuses a url written by hand that is not the page's own address, at its line", () => {
    const site = copySite([
      {
        from: '        name: IT Staffing\n',
        to: '        name: IT Staffing\n        url: https://voltaiclabs.example/services/staffing\n',
      },
    ]);
    expect(ofCode(site.loaded.problems, 'structured-data-address')).toEqual([
      expect.objectContaining({
        severity: 'error',
        line: site.lineOf('url: https://voltaiclabs.example/services/staffing'),
        col: 14,
        message:
          'the structured data\'s url "https://voltaiclabs.example/services/staffing" is not this page\'s address (https://voltaiclabs.example/services/it-staffing)',
      }),
    ]);
  });
});

describe('npm run check', () => {
  it('fails on a duplicate calling code and a card without its picture, at their lines', () => {
    const site = copySite([
      { file: 'pages/countries.yaml', from: LAST_COUNTRY, to: LAST_COUNTRY + NEW_COUNTRY },
      { from: YASH_IMAGE, to: '' },
    ]);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts', '--manifest', site.manifest], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `${site.show('pages/countries.yaml')}:${site.lineOf('id: guernsey', 'pages/countries.yaml')}:`,
    );
    expect(result.stdout).toMatch(new RegExp(`site\\.yaml:${site.lineOf('- id: yash')}:\\d+ .*"yash" has no image`));
    expect(result.stdout.trim().split('\n').at(-1)).toMatch(/^✗ 2 errors — nothing was built/);
  });
});
