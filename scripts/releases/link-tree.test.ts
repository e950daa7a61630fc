import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { linkTree } from './link-tree';

const dir = mkdtempSync(join(tmpdir(), 'link-tree-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build's shape: a page per folder, with its data, and shared files at the top. */
function makeBuild(root: string, pages: number): void {
  for (let page = 0; page < pages; page++) {
    mkdirSync(join(root, 'pages', `page-${page}`), { recursive: true });
    writeFileSync(join(root, 'pages', `page-${page}`, 'index.html'), `<h1>Page ${page}</h1>`);
    writeFileSync(join(root, 'pages', `page-${page}`, 'route.json'), `{"page":${page}}`);
  }
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
}

const countFiles = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

it('links every file of a build into the release, the same files (hard links, no copies)', async () => {
  const build = join(dir, 'build');
  makeBuild(build, 50);
  const release = join(dir, 'release');
  await expect(linkTree(build, release)).resolves.toBe(101);
  expect(readFileSync(join(release, 'pages', 'page-7', 'index.html'), 'utf8')).toBe('<h1>Page 7</h1>');
  expect(statSync(join(release, 'pages', 'page-7', 'route.json')).ino).toBe(
    statSync(join(build, 'pages', 'page-7', 'route.json')).ino,
  );
});

it('fails with the reason only once every other file has been linked: nothing is still being added after', async () => {
  const build = join(dir, 'build-2');
  makeBuild(build, 200);
  const release = join(dir, 'release-2');
  mkdirSync(release);
  // One file there already: its link fails, the others go on.
  writeFileSync(join(release, 'index.html'), 'in the way');
  await expect(linkTree(build, release)).rejects.toThrow(/EEXIST/);
  expect(countFiles(release)).toBe(401);
});
