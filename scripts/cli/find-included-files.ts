import { dirname, join, resolve } from 'node:path';
import { createGlobMatcher, readGlobBase } from '#site/manifest/create-glob-matcher';
import { listFiles } from './list-files';

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
