import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isIncludedFile, loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import { formatProblem } from '#site/problems/problem';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-page-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The valid fixture site, its /contact page and its footer link moved to page files; `edit` changes any file's text before writing. */
const base = readFileSync(join(root, 'tests/fixtures/valid-site.yaml'), 'utf8');
const contactAt = base.indexOf('  - path: /contact\n');
const manifest = `${base.slice(0, contactAt).replace('settings:', 'include:\n  - pages/**/*.yaml\nsettings:')}`;
const contactPage = `# yaml-language-server: $schema=../../../schemas/page-file.schema.json
# The contact page.
routes:
${base.slice(contactAt)}`;
const aboutPage = `routes:
  - path: /about
    title: About
    description: About us.
    blocks:
      - type: page-hero
        title: About us
      - type: next-link
        label: Contact
        href: /contact
`;

let count = 0;
function writeSite(files: Record<string, string>) {
  const dir = join(scratch, String(count++));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return { dir, show: (name: string) => relative(process.cwd(), join(dir, name)) };
}

function check(files: Record<string, string>) {
  const site = writeSite({
    'site.yaml': manifest,
    'pages/contact.yaml': contactPage,
    'pages/more/about.yaml': aboutPage,
    ...files,
  });
  const loaded = loadSiteFromDisk(join(site.dir, 'site.yaml'));
  return { ...site, loaded, lines: loaded.problems.map(formatProblem) };
}

const lineOf = (text: string, fragment: string) => text.slice(0, text.indexOf(fragment)).split('\n').length;

describe('a site written in several files (include:)', () => {
  it('merges the page files into one site: their routes are pages, their links count, nothing is reported', () => {
    const { loaded } = check({});
    expect(loaded.problems.map(formatProblem)).toEqual([
      // /about is in a page file; nothing links to it, and the warning is located there.
      expect.stringMatching(/pages\/more\/about\.yaml:2:11 {2}routes\[0\] \(\/about\): no link points to "\/about"/),
    ]);
    expect(loaded.site?.routes.map((route) => route.path)).toEqual(['/', '/solutions/cloud', '/contact', '/about']);
  });

  it('a schema error in a page file is reported at its file, line and column, with the route as numbered in that file', () => {
    const page = aboutPage.replace('type: next-link', 'type: nextlink');
    const { lines, show } = check({ 'pages/more/about.yaml': page });
    expect(lines.join('\n')).toContain(
      `${show('pages/more/about.yaml')}:${lineOf(page, 'type: nextlink')}:15  routes[0] (/about) › blocks[1].type: unknown block type "nextlink"`,
    );
  });

  it('a broken link in a page file, and one in the manifest to a page of a page file, are each reported in their own file', () => {
    const page = aboutPage.replace('href: /contact', 'href: /contakt');
    const withLink = manifest.replace('href: /solutions/cloud, description', 'href: /abuot, description');
    const { lines, show } = check({ 'pages/more/about.yaml': page, 'site.yaml': withLink });
    const all = lines.join('\n');
    expect(all).toContain(
      `${show('pages/more/about.yaml')}:${lineOf(page, '/contakt')}:15  routes[0] (/about) › blocks[1].href: link to "/contakt", which is not a route — did you mean "/contact"?`,
    );
    expect(all).toMatch(
      new RegExp(
        `${show('site.yaml')}:${lineOf(withLink, '/abuot')}:\\d+ .*link to "/abuot", which is not a route — did you mean "/about"\\?`,
      ),
    );
  });

  it('a route path declared in two files is reported naming both files', () => {
    const twice = `routes:\n  - path: /contact\n    title: Again\n    description: Again.\n    blocks:\n      - type: page-hero\n        title: Again\n`;
    const { loaded, show } = check({ 'pages/twice.yaml': twice });
    const duplicate = loaded.problems.find((problem) => problem.code === 'duplicate-route');
    expect(duplicate).toMatchObject({ file: show('pages/twice.yaml'), line: 2, col: 11 });
    expect(duplicate?.message).toContain(`${show('pages/contact.yaml')}:${lineOf(contactPage, 'path: /contact')}`);
  });

  it("collection entries in a page file join the manifest's; an unknown or duplicate entry is located in its file", () => {
    const products = readFileSync(join(root, 'tests/fixtures/collections-site.yaml'), 'utf8');
    const main = products
      .replace('collections:', 'include: [pages/*.yaml]\ncollections:')
      .replace('products: [platform]', 'products: [platform, shield, vault, mesh]');
    const more = `collections:\n  products:\n    - id: vault\n      title: Vault\n      summary: Secrets kept.\n      description: A vault.\n      icon: lock\n      page: /work\n      access: { label: Request Access, href: /work }\n    - id: shield\n      title: Shield again\n      summary: Again.\n      description: Again.\n      icon: shield\n      page: /work\n      access: { label: Request Access, href: /work }\n`;
    const site = writeSite({ 'site.yaml': main, 'pages/products.yaml': more });
    const { problems } = loadSiteFromDisk(join(site.dir, 'site.yaml'));
    const byCode = (code: string) => problems.find((problem) => problem.code === code);
    expect(byCode('duplicate-entry-id')).toMatchObject({
      file: site.show('pages/products.yaml'),
      line: 10,
      where: 'collections.products[1].id',
    });
    expect(byCode('duplicate-entry-id')?.message).toContain(`${site.show('site.yaml')}:${lineOf(main, 'id: shield')}`);
    expect(byCode('unknown-entry')).toMatchObject({
      file: site.show('site.yaml'),
      line: lineOf(main, 'mesh'),
      message: expect.stringContaining('"mesh"'),
    });
    expect(problems.filter((problem) => problem.severity === 'error')).toHaveLength(2);
  });

  it('a YAML slip in a page file is the one problem reported, at its line in that file', () => {
    const page = aboutPage.replace('    title: About\n', '    title: About\n     oops: here\n');
    const { loaded, show } = check({ 'pages/more/about.yaml': page });
    expect(loaded.problems).toHaveLength(1);
    expect(loaded.problems[0]).toMatchObject({ file: show('pages/more/about.yaml'), code: 'yaml-syntax' });
    expect([3, 4]).toContain(loaded.problems[0].line);
  });

  it('a pattern that matches no file is an error at the pattern', () => {
    const { loaded, show } = check({
      'site.yaml': manifest.replace('pages/**/*.yaml', 'pages/**/*.yaml\n  - pagse/extra.yaml'),
    });
    expect(loaded.problems.find((problem) => problem.code === 'include-no-match')).toMatchObject({
      file: show('site.yaml'),
      line: 4,
      col: 5,
      message: 'no file matches "pagse/extra.yaml"',
    });
  });

  it('a page file with a part it cannot hold says what it can hold', () => {
    const { loaded, show } = check({ 'pages/more/about.yaml': aboutPage.replace('routes:', 'route:') });
    expect(loaded.problems.find((problem) => problem.code === 'unknown-field')).toMatchObject({
      file: show('pages/more/about.yaml'),
      line: 1,
      col: 1,
      message: 'a page file has no "route" — did you mean "routes"?',
    });
  });

  it('npm run check reads the page files too, and the shipped site keeps its countries in one', () => {
    const { dir } = writeSite({ 'site.yaml': manifest, 'pages/contact.yaml': contactPage });
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/check.ts', '--manifest', join(dir, 'site.yaml')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.stdout.trim().split('\n').at(-1)).toBe('✓ 3 routes, 5 blocks, 7 links checked');
    expect(result.status).toBe(0);
    const shipped = loadSiteFromDisk(join(root, 'site.yaml'));
    expect(shipped.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(shipped.site?.collections.countries).toHaveLength(40);
  });
});

describe('the dev server', () => {
  it('reloads for a page file the manifest includes (existing or new), and not for other YAML', () => {
    const { dir } = writeSite({ 'site.yaml': manifest, 'pages/contact.yaml': contactPage });
    const site = join(dir, 'site.yaml');
    expect(isIncludedFile(site, join(dir, 'pages/contact.yaml'))).toBe(true);
    expect(isIncludedFile(site, join(dir, 'pages/new/later.yaml'))).toBe(true);
    expect(isIncludedFile(site, join(dir, 'other/notes.yaml'))).toBe(false);
    expect(isIncludedFile(site, join(dir, 'pages/readme.md'))).toBe(false);
  });
});
