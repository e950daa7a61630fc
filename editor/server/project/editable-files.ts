import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { isInsideFolder } from '#scripts/cli/is-inside-folder';
import { readIncludePatterns } from '#site/manifest/merge-page-files';
import { parseYaml } from '#site/yaml/parse-yaml';
import { findIncludedFiles } from '#scripts/cli/find-included-files';

/** A request for a file the editor may not touch: answered 403, whatever the path says. */
export class ForbiddenFileError extends Error {}

/** A file's version as the editor hands it to the browser: a change on disk gives a new one. */
export function versionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

/** A file's name as the editor shows it and the browser asks for it: from the manifest's folder, with slashes. */
export function nameFile(manifest: string, file: string): string {
  return relative(dirname(manifest), file).split(sep).join('/');
}

/**
 * The files the editor may read and write: the manifest and the page files its `include:` matches now. Nothing
 * else, not even another .yaml beside them: a page on the internet or a typo must never reach the rest of the disk.
 */
export function listEditableFiles(manifest: string): string[] {
  const files = [manifest];
  const parsed = parseYaml(readFileSync(manifest, 'utf8'));
  if ('data' in parsed)
    for (const { pattern } of readIncludePatterns(parsed.data))
      for (const file of findIncludedFiles(manifest, pattern)) if (!files.includes(file)) files.push(file);
  return files;
}

/** The file a request names (e.g. `pages/countries.yaml`), if it is one of the editable files; else ForbiddenFileError. */
export function resolveEditableFile(manifest: string, name: unknown): string {
  if (typeof name !== 'string' || name === '' || name.includes('\0'))
    throw new ForbiddenFileError('name a file of the site, e.g. site.yaml');
  const root = dirname(manifest);
  const wanted = resolve(root, name);
  const file = listEditableFiles(manifest).find((candidate) => candidate === wanted);
  // A link inside the folder that points elsewhere is refused too: the real path must stay in the site's folder.
  if (!file || !isInsideFolder(root, file))
    throw new ForbiddenFileError(
      `"${name}" is not the site's manifest or one of its page files; the editor writes only those`,
    );
  return file;
}
