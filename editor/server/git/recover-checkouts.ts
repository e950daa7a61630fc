import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DraftsContext } from './drafts-context';
import { listChangedPaths, writeCheckoutPaths, type MoveJournal } from './move-checkout';
import { runGit } from './run-git';

export interface Recovered {
  branch: string;
  /** True when the move had gone through (the branch had moved): its files were finished; else undone. */
  finished: boolean;
}

/** git's own lock files a `kill -9` leaves behind in a checkout (its index, the branch), which stop every later command. */
async function removeStaleLocks(dir: string, branch: string): Promise<void> {
  for (const lock of ['index.lock', `refs/heads/${branch}.lock`, 'packed-refs.lock']) {
    const path = (await runGit(['rev-parse', '--git-path', lock], { cwd: dir })).trim();
    rmSync(resolve(dir, path), { force: true });
  }
}

/**
 * After a restart: every move of a checkout that a crash cut short (its journal is still there) is brought to
 * where its branch is now: finished if the branch moved, undone if not (its files back to the old commit).
 * Call it before serving, with no publish running (a publish calls it first, under its lock).
 */
export async function recoverCheckouts(context: DraftsContext): Promise<Recovered[]> {
  const recovered: Recovered[] = [];
  for (const name of readdirSync(context.draftsDir).filter((file) => file.endsWith('.moving.json'))) {
    const journal = join(context.draftsDir, name);
    let move: MoveJournal;
    try {
      move = JSON.parse(readFileSync(journal, 'utf8')) as MoveJournal;
    } catch {
      // Journals are renamed into place whole: one that cannot be read is not a move's, and is dropped.
      rmSync(journal, { force: true });
      continue;
    }
    if (existsSync(move.dir)) {
      await removeStaleLocks(move.dir, move.branch);
      const now = (await runGit(['rev-parse', '--verify', `refs/heads/${move.branch}`], { cwd: move.dir })).trim();
      await writeCheckoutPaths(move.dir, now, await listChangedPaths(move.dir, move.from, move.to));
      recovered.push({ branch: move.branch, finished: now === move.to });
    }
    rmSync(journal, { force: true });
  }
  return recovered;
}
