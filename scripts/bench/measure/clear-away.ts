import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Removes `paths` before a cold build by moving them into `trash` (in the bench's scratch folder, removed
 * when the bench ends): on this machine's disk (ext4 mounted with discard) the files made just after many
 * were deleted cost up to 20 times more, so deleting a 10,000-page output here would slow the next build.
 */
export function clearAway(paths: string[], trash: string): void {
  mkdirSync(trash, { recursive: true });
  for (const path of paths) {
    if (!existsSync(path)) continue;
    try {
      renameSync(path, join(trash, `${Date.now()}-${Math.random().toString(36).slice(2)}`));
    } catch {
      rmSync(path, { recursive: true, force: true }); // Another file system: deleted after all.
    }
  }
}
