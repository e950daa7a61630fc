import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { YamlWriteError } from '#editor/server/yaml/write-yaml-value';
import { findLinksTo } from './find-links-to';
import { rewriteLinks } from './rewrite-links';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A site whose /offers page was just renamed /deals: links to /offers remain in both files. */
function writeRenamedSite() {
  dir = mkdtempSync(join(tmpdir(), 'rewrite-links-'));
  mkdirSync(join(dir, 'pages'));
  const manifest = join(dir, 'site.yaml');
  writeFileSync(
    manifest,
    [
      'include:',
      "  - 'pages/*.yaml'",
      'navigation:',
      '  header:',
      '    - title: Shop # the menu',
      '      items:',
      '        - { title: Offers, href: /offers }',
      'routes:',
      '  - path: /',
      '    blocks:',
      '      - type: markdown',
      "        text: 'See [our offers](/offers#spring) and [more](/offers). Not /offers-old.'",
      '  - path: /deals',
      '    blocks:',
      '      - { type: cta, href: "/offers#top" }',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'pages', 'about.yaml'),
    'routes:\n  - path: /about\n    blocks:\n      - type: cta\n        href: /offers # keep this comment\n',
  );
  return manifest;
}

it('points every link to the old address at the new one, anchors kept, each in its own lines, comments intact', () => {
  const manifest = writeRenamedSite();
  expect(findLinksTo(manifest, '/offers')).toEqual(['/', '/deals', "the header's Shop menu", '/about']);
  expect(rewriteLinks(manifest, '/offers', '/deals')).toEqual({
    done: 'updated 4 places that linked to /offers, in 2 files',
  });
  expect(readFileSync(manifest, 'utf8')).toContain('    - title: Shop # the menu\n');
  expect(readFileSync(manifest, 'utf8')).toContain('{ title: Offers, href: /deals }');
  expect(readFileSync(manifest, 'utf8')).toContain(
    "See [our offers](/deals#spring) and [more](/deals). Not /offers-old.'",
  );
  expect(readFileSync(manifest, 'utf8')).toContain('href: "/deals#top"');
  expect(readFileSync(join(dir!, 'pages', 'about.yaml'), 'utf8')).toContain('href: /deals # keep this comment\n');
  expect(findLinksTo(manifest, '/offers')).toEqual([]);
});

it('refuses while a page still has the old address, or none has the new one, and changes nothing', () => {
  const manifest = writeRenamedSite();
  const before = readFileSync(manifest, 'utf8');
  expect(() => rewriteLinks(manifest, '/about', '/deals')).toThrow(
    new YamlWriteError("/about is still a page's address: its links are not broken"),
  );
  expect(() => rewriteLinks(manifest, '/offers', '/sales')).toThrow(
    new YamlWriteError("no page has the address /sales: save the page's new address first"),
  );
  expect(readFileSync(manifest, 'utf8')).toBe(before);
});
