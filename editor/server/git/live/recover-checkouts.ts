import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DraftsContext } from '../drafts-context';
import { listChangedPaths, writeCheckoutPaths, type MoveJournal } from '../move-checkout';
import { runGit } from '../run-git';

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
 * Brings every move of a checkout that a crash cut short (its journal is still there) to where its branch is
 * now: finished if the branch moved, undone if not (its files back to the old commit). `names` limits it to
 * those journals (a draft's own, live's): the caller must be the only one moving them (the draft's turn, the
 * publish lock), as another draft's journal may be a move under way in this very process.
 */
export async function recoverCheckouts(context: DraftsContext, names?: string[]): Promise<Recovered[]> {
  const recovered: Recovered[] = [];
  const journals = readdirSync(context.draftsDir).filter(
    (file) => file.endsWith('.moving.json') && (!names || names.includes(file.slice(0, -'.moving.json'.length))),
  );
  for (const name of journals) {
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

/**
 * After a restart, before serving: the moves cut short are finished or undone, and the lock files a save killed
 * in the middle of its commit left in a draft (which would refuse every later save) are removed.
 */
export async function recoverAfterRestart(context: DraftsContext): Promise<Recovered[]> {
  const recovered = await recoverCheckouts(context);
  for (const name of readdirSync(context.draftsDir)) {
    const dir = join(context.draftsDir, name);
    if (!existsSync(join(dir, '.git'))) continue;
    const head = (await runGit(['symbolic-ref', '--quiet', 'HEAD'], { cwd: dir, okCodes: [0, 1] })).trim();
    if (head.startsWith('refs/heads/')) await removeStaleLocks(dir, head.slice('refs/heads/'.length));
  }
  return recovered;
}
