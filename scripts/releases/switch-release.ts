import { existsSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_RELEASE_LINK, RELEASE_ID_PATTERN } from '#site/routes/release-layout';
import { syncFolder } from '../cli/write-file-atomically';

/** A release that is not there to switch to; the link is left as it was. */
export class MissingReleaseError extends Error {}

/**
 * Makes `id` the release the server serves: a new link beside `current`, renamed over it (atomic). Requests
 * that began on the old release finish on it (their files are open); the next ones see the new one.
 */
export function switchRelease(releasesDir: string, id: string): void {
  if (!RELEASE_ID_PATTERN.test(id) || !existsSync(join(releasesDir, id, 'index.html')))
    throw new MissingReleaseError(`There is no release ${id} to switch to.`);
  const temporary = join(releasesDir, `.${CURRENT_RELEASE_LINK}-${process.pid}-${Date.now()}`);
  try {
    // Relative, so the folder of releases can be moved or mounted elsewhere whole.
    symlinkSync(id, temporary);
    renameSync(temporary, join(releasesDir, CURRENT_RELEASE_LINK));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  syncFolder(releasesDir);
}
