import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSeq, parseDocument } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(root, '.build-test-'));
const dist = join(scratch, 'dist');
const fixture = 'tests/fixtures/collections-site.yaml';
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The check, or the build into the scratch folder (only the build takes --out-dir). */
const run = (script: string, manifest: string) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', script, '--manifest', manifest, ...(script.endsWith('build.ts') ? ['--out-dir', dist] : [])],
    { cwd: root, encoding: 'utf8' },
  );
const read = (path: string) => readFileSync(join(dist, path), 'utf8');

describe('pages generated from a collection', () => {
  beforeAll(() => {
    const result = run('scripts/build.ts', fixture);
    expect(result.status, result.stdout + result.stderr).toBe(0);
  }, 120_000);

  it("are prerendered with their entry's text, carry its data, and are listed in the sitemap", () => {
    const alpha = read('case-study/alpha/index.html');
    expect(alpha).toContain('<title>Alpha Corp Case Study</title>');
    expect(alpha).toMatch(/<h1[^>]*>Alpha Corp<\/h1>/);
    expect(alpha).toContain('40% Faster Replies');
    expect(alpha).toContain('href="/case-study/beta"');
    const data = JSON.parse(read('case-study/alpha/route.json')) as {
      path: string;
      tags: Record<string, string>;
      blocks: Array<{ type: string }>;
    };
    expect(data.path).toBe('/case-study/alpha');
    expect(data.tags).toEqual({ client: 'alpha' });
    // Beta has no next project: the block marked `ifEntryHas: next` is left out of its page.
    const beta = JSON.parse(read('case-study/beta/route.json')) as typeof data;
    expect(beta.blocks.map((block) => block.type)).toEqual(['page-hero', 'capability-list']);
    expect(read('case-study/beta/index.html')).toContain('Zero Incidents');
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://voltaic.example/case-study/alpha</loc>');
    expect(sitemap).toContain('<loc>https://voltaic.example/case-study/beta</loc>');
  });

  it('put in each page only the entries its blocks show, and keep collections out of the shell', () => {
    const home = read('route.json');
    expect(home).toContain('Build and run AI agents.');
    expect(home).not.toContain('Watched around the clock.');
    expect(home).not.toContain('Alpha Corp');
    expect(read('work/route.json')).not.toContain('Build and run AI agents.');
    expect(read('index.html')).toContain('Build and run AI agents.');
    // The header's Products menu lists both products, so the shell's data holds their menu lines, but not
    // their card texts, and no case study; the scripts hold none of the site's texts.
    const readAll = (extension: string) =>
      readdirSync(join(dist, 'assets'))
        .filter((name) => name.endsWith(extension))
        .map((name) => read(`assets/${name}`))
        .join('\n');
    const shell = readAll('.json');
    expect(shell).toContain('Detection and response.');
    expect(shell).not.toContain('Watched around the clock.');
    expect(shell).not.toContain('How Alpha Corp sold more with agents.');
    expect(readAll('.js')).not.toContain('Detection and response.');
  });
});

it('removing an entry turns every link to its page into a reported broken link', () => {
  const doc = parseDocument(readFileSync(join(root, fixture), 'utf8'));
  const studies = doc.getIn(['collections', 'caseStudies']);
  if (!isSeq(studies)) throw new Error('the fixture has no caseStudies');
  studies.items.splice(1, 1);
  const file = join(scratch, 'without-beta.yaml');
  writeFileSync(file, doc.toString());
  const result = run('scripts/check.ts', file);
  expect(result.status).toBe(1);
  const name = relative(root, file);
  // Alpha names beta as its next project by id: that is reported at the entry, once. The link its page
  // makes from it (/case-study/{next}) is the same slip, so it is not reported again at the shared template.
  expect(result.stdout).toContain(
    `${name}:51:13  collections.caseStudies[0].next: no caseStudies entry has the id "beta"`,
  );
  expect(result.stdout).toContain(
    `${name}:68:38  routes[1] (/work) › blocks[0].buttons[1].href: link to "/case-study/beta", which is not a route`,
  );
  expect(result.stdout).not.toContain('routes[2] (/case-study/{id}) › blocks[2].href');
  expect(result.stdout).toContain('✗ 2 errors');
});
