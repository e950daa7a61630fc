import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { listChangedPages } from './list-changed-pages';

/** A build's record of what each route was made from, as the build writes it. */
function writeHashes(shared: string, routes: Record<string, string>, shell = 'assets/shell-1.json'): string {
  const dir = mkdtempSync(join(tmpdir(), 'hashes-'));
  mkdirSync(dir, { recursive: true });
  const record = Object.fromEntries(Object.entries(routes).map(([path, hash]) => [path, [hash, 100]]));
  writeFileSync(join(dir, '.build-hashes.json'), JSON.stringify({ shared, shell, files: [shell], routes: record }));
  return dir;
}

it('lists the pages whose data changed, and those removed', () => {
  const before = writeHashes('s1', { '/': 'a', '/about': 'b', '/old': 'c' });
  const after = writeHashes('s1', { '/': 'a', '/about': 'B' });
  expect(listChangedPages(before, after)).toEqual({ changed: ['/about'], removed: ['/old'] });
});

it('lists every page when what they share changed, the new page first', () => {
  const before = writeHashes('s1', { '/': 'a', '/about': 'b' });
  const after = writeHashes('s2', { '/': 'a', '/about': 'b', '/solutions/new': 'n' });
  expect(listChangedPages(before, after).changed).toEqual(['/solutions/new', '/', '/about']);
});

it('lists every page when the header and footer changed (a menu edited), though no route did', () => {
  const before = writeHashes('s1', { '/': 'a', '/about': 'b' });
  const after = writeHashes('s1', { '/': 'a', '/about': 'b' }, 'assets/shell-2.json');
  expect(listChangedPages(before, after).changed).toEqual(['/', '/about']);
});
