import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createReleaseId, RELEASE_RECORD_FILE } from '#site/routes/release-layout';
import { syncFolder, writeFileAtomically } from '../cli/write-file-atomically';
import { linkTree } from './link-tree';
import type { ReleaseRecord } from './release-record';

/**
 * A new release folder from a finished build: linked into `<id>.partial`, its record written, then renamed
 * to `<id>`. A crash at any point leaves no folder that looks like a release (prune-releases removes the
 * partial one), and the server goes on serving the release the link names.
 */
export async function makeRelease(
  releasesDir: string,
  builtDir: string,
  record: Omit<ReleaseRecord, 'id' | 'createdAt'>,
  now: Date = new Date(),
): Promise<ReleaseRecord> {
  const id = createReleaseId(now, randomBytes(2).toString('hex'));
  const partial = join(releasesDir, `${id}.partial`);
  try {
    await linkTree(builtDir, partial);
    const whole: ReleaseRecord = { id, createdAt: now.toISOString(), ...record };
    writeFileAtomically(join(partial, RELEASE_RECORD_FILE), `${JSON.stringify(whole, null, 2)}\n`);
    await rename(partial, join(releasesDir, id));
    syncFolder(releasesDir);
    return whole;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
