import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createGlobMatcher, readGlobBase } from '#site/manifest/create-glob-matcher';

/** Every file under `dir` (a path from `root`), with forward slashes; tools' folders (dot folders, node_modules) are skipped. */
export function listFiles(root: string, dir: string): string[] {
  const full = join(root, dir);
  if (!existsSync(full) || !statSync(full).isDirectory()) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name.startsWith('.') || entry.name === 'node_modules' ? [] : listFiles(root, path);
    return entry.isFile() ? [path] : [];
  });
}

/** The files an `include:` pattern matches, from the manifest's folder, in alphabetical order, the manifest left out. */
export function findIncludedFiles(manifestPath: string, pattern: string): string[] {
  const root = dirname(resolve(manifestPath));
  const matcher = createGlobMatcher(pattern);
  return listFiles(root, readGlobBase(pattern))
    .filter((path) => matcher.test(path))
    .map((path) => join(root, path))
    .filter((file) => file !== resolve(manifestPath))
    .sort();
}
