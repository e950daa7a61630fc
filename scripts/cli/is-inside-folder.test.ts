import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { isInsideFolder } from './is-inside-folder';

const root = mkdtempSync(join(tmpdir(), 'inside-'));
const site = join(root, 'site');
const outside = join(root, 'outside');
mkdirSync(join(site, 'pages'), { recursive: true });
mkdirSync(outside);
writeFileSync(join(site, 'site.yaml'), 'routes: []\n');
writeFileSync(join(outside, 'secret.txt'), 'secret\n');
symlinkSync(join(outside, 'secret.txt'), join(site, 'pages', 'leak.yaml'));
symlinkSync(outside, join(site, 'elsewhere'));
symlinkSync(join(outside, 'missing.yaml'), join(site, 'pages', 'dangling.yaml'));

test.each([
  ['a file of the site', 'site.yaml', true],
  ['a file not made yet, in a folder not made yet', 'pages/new/solutions.yaml', true],
  ['a name that climbs out', '../outside/secret.txt', false],
  ['a name that climbs out and back', 'pages/../../site/site.yaml', true],
  ['a link to a file outside', 'pages/leak.yaml', false],
  ['a new file in a linked folder outside', 'elsewhere/new.yaml', false],
  ['a link to nothing, outside', 'pages/dangling.yaml', false],
  ['the folder itself', '.', false],
])('%s: %s is inside: %s', (_what, name, inside) => {
  expect(isInsideFolder(site, join(site, name))).toBe(inside);
});
