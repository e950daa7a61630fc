import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { findPictureFault } from '#site/pictures/find-picture-fault';
import type { AssetFault } from '#site/validation/find-broken-links';
import { isInsideFolder } from './is-inside-folder';

/** What each file was found to be, by its modification time, size and inode: an unchanged picture is not read again. */
const known = new Map<string, { stamp: string; fault: AssetFault | undefined }>();

/**
 * Why the file at a site path (`/images/hero.png`, %-escapes decoded) under `publicDir` cannot be published,
 * or undefined when it can: a link leading out of public/, else what findPictureFault says of its bytes.
 * Remembered while the file is unchanged, so the editor and the dev server, which check at each change,
 * read a picture once.
 */
export function findAssetFault(publicDir: string, path: string): AssetFault | undefined {
  const file = resolve(publicDir, `.${path}`);
  if (!isInsideFolder(publicDir, file)) return { kind: 'outside-public' };
  const stats = statSync(file);
  const stamp = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
  const remembered = known.get(file);
  if (remembered?.stamp === stamp) return remembered.fault;
  const fault = findPictureFault(path, { size: stats.size, read: () => readFileSync(file) });
  known.set(file, { stamp, fault });
  return fault;
}
