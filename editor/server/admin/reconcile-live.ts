import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readCurrentRelease } from '#scripts/releases/list-releases';
import { readReleaseRecord } from '#scripts/releases/release-record';
import { writeFileAtomically } from '#scripts/cli/write-file-atomically';
import type { Drafts } from '../git/create-drafts';

/** Written while a publish runs: the live commit before it, so a restart after a crash can put it back. */
const journalOf = (releasesDir: string) => join(releasesDir, '.publishing.json');

/** Notes that a publish begins from live commit `previous`. */
export function beginPublish(releasesDir: string, previous: string): void {
  mkdirSync(releasesDir, { recursive: true });
  writeFileAtomically(journalOf(releasesDir), JSON.stringify({ previous }));
}

/** Notes that the publish ended: its release is live, or live was put back. */
export function endPublish(releasesDir: string): void {
  rmSync(journalOf(releasesDir), { force: true });
}

/**
 * After a crash (`kill -9`) in the middle of a publish: the release served is the one before it (the switch is
 * the publish's last step), so a live branch merged but never released goes back to what is served. The
 * draft still holds the change, to publish again.
 */
export async function reconcileLive(drafts: Drafts, releasesDir: string): Promise<void> {
  const journal = journalOf(releasesDir);
  if (!existsSync(journal)) return;
  const { previous } = JSON.parse(readFileSync(journal, 'utf8')) as { previous: string };
  const live = await drafts.readLive();
  const current = readCurrentRelease(releasesDir);
  const served = current && readReleaseRecord(join(releasesDir, current), current).commit;
  if (live !== previous && live !== served) await drafts.resetLive(previous, live);
  endPublish(releasesDir);
}
