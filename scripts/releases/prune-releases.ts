import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_RELEASE_LINK, KEPT_RELEASES, RELEASE_ID_PATTERN } from '#site/routes/release-layout';
import { readCurrentRelease } from './list-releases';

/**
 * Removes what a publish cut short left behind (a `<id>.partial` folder, a link not yet renamed) and every
 * release past the newest `keep`; the one being served is always kept, even when older (after a rollback).
 * Returns the ids removed.
 */
export function pruneReleases(releasesDir: string, keep = KEPT_RELEASES): string[] {
  const names = readdirSync(releasesDir);
  for (const name of names)
    if (name.endsWith('.partial') || name.startsWith(`.${CURRENT_RELEASE_LINK}-`))
      rmSync(join(releasesDir, name), { recursive: true, force: true });
  const current = readCurrentRelease(releasesDir);
  const removed = names
    .filter((name) => RELEASE_ID_PATTERN.test(name))
    .sort()
    .reverse()
    .slice(keep)
    .filter((id) => id !== current);
  for (const id of removed) rmSync(join(releasesDir, id), { recursive: true, force: true });
  return removed;
}
