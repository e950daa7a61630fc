import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { CURRENT_RELEASE_LINK, RELEASE_ID_PATTERN } from '#site/routes/release-layout';
import { readReleaseRecord, type ReleaseRecord } from './release-record';

/** The id the `current` link names, or undefined before the first publish. */
export function readCurrentRelease(releasesDir: string): string | undefined {
  try {
    return readlinkSync(join(releasesDir, CURRENT_RELEASE_LINK));
  } catch {
    return undefined;
  }
}

/** Every whole release, newest first, the one being served marked. */
export function listReleases(releasesDir: string): Array<ReleaseRecord & { current: boolean }> {
  if (!existsSync(releasesDir)) return [];
  const current = readCurrentRelease(releasesDir);
  return readdirSync(releasesDir)
    .filter((name) => RELEASE_ID_PATTERN.test(name))
    .sort()
    .reverse()
    .map((id) => ({ ...readReleaseRecord(join(releasesDir, id), id), current: id === current }));
}
