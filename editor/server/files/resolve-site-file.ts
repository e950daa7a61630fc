import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The site's files, from the project's folder: the manifest, its page files and the pictures. */
export const SITE_FILES = ['site.yaml', 'pages', 'public'];

/** A name that would lead outside the site's files: answered 403 with this sentence, nothing read or written. */
export class OutsideSiteError extends Error {}

/** Whether `path` (slashes, from the project's folder) is one of the site's files or inside one of its folders. */
export function isSitePath(path: string, siteFiles: string[] = SITE_FILES): boolean {
  return siteFiles.some((entry) => path === entry || path.startsWith(`${entry}/`));
}

/**
 * The file `requested` names (e.g. `pages/about.yaml`) inside `root`, only if it is one of the site's files.
 * Refused: anything not a plain relative path with slashes (absolute, `..`, backslashes, control characters
 * and NUL, percent-encoded characters a browser or proxy might decode later), any hidden part (`.git`,
 * `.drafts`, a half-written file), anything outside `siteFiles`, and a symbolic link anywhere on the way
 * whose real place is not itself one of the site's files in the same project.
 */
export function resolveSiteFile(root: string, requested: unknown, siteFiles: string[] = SITE_FILES): string {
  const refuse = (why: string) =>
    new OutsideSiteError(`"${String(requested).slice(0, 200)}" is not one of the site's files: ${why}`);
  if (typeof requested !== 'string' || requested === '') throw refuse('name a file such as pages/about.yaml');
  if (requested.length > 1000) throw refuse('the name is too long');
  if (/\p{Cc}/u.test(requested)) throw refuse('the name holds control characters');
  if (requested.includes('\\')) throw refuse('use slashes (/) between folders');
  if (/%[0-9a-f]{2}/i.test(requested)) throw refuse('the name holds encoded characters');
  if (requested.startsWith('/') || /^[a-z]:/i.test(requested)) throw refuse('the name must be relative to the site');
  const parts = requested.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..'))
    throw refuse('the name must not hold empty, "." or ".." parts');
  if (parts.some((part) => part.startsWith('.'))) throw refuse('hidden files and folders are not the site’s');
  if (!isSitePath(requested, siteFiles)) throw refuse(`the site's files are ${siteFiles.join(', ')}`);
  const file = join(root, ...parts);
  // The deepest part that exists is where a link would lead: its real place must be a site path of this project.
  let existing = file;
  while (!existsSync(existing) && existing !== root) existing = dirname(existing);
  if (existing !== file && !statSync(existing).isDirectory()) throw refuse('a part of it is a file, not a folder');
  const realRoot = realpathSync(root);
  const real = realpathSync(existing);
  const inside = real === realRoot ? '' : real.startsWith(`${realRoot}/`) ? real.slice(realRoot.length + 1) : undefined;
  if (inside === undefined || (inside !== '' && !isSitePath(inside, siteFiles) && !isFolderOfSite(inside, siteFiles)))
    throw refuse('it leads outside the site’s files');
  return file;
}

/** A folder above a site path (`public` holding `public/images`), which a link may resolve to on the way. */
function isFolderOfSite(path: string, siteFiles: string[]): boolean {
  return siteFiles.some((entry) => entry.startsWith(`${path}/`));
}
