import { describeDraft, type DraftsContext, type Person } from '../drafts-context';
import { moveCheckout } from '../move-checkout';
import { acquirePublishLock } from './publish-lock';
import { recoverCheckouts } from './recover-checkouts';
import { runGit } from '../run-git';

/** The live branch's commit. */
export const readLive = async (context: DraftsContext) =>
  (await runGit(['rev-parse', '--verify', `refs/heads/${context.liveBranch}`], { cwd: context.root })).trim();

/**
 * Puts the live branch back to `to` when a publish merged into it but could not make its release (the build
 * failed, the disk filled): the live branch holds what is served. Refused (git's compare-and-swap) if live is no
 * longer at `from`. The draft keeps its change, to publish again once fixed.
 */
export async function resetLive(context: DraftsContext, to: string, from: string): Promise<void> {
  const release = acquirePublishLock(context.publishLock);
  try {
    await recoverCheckouts(context);
    await moveCheckout(context, 'live', { dir: context.root, branch: context.liveBranch, from, to });
  } finally {
    release();
  }
}

/**
 * After a rollback: a commit on the live branch, by the person, whose files are those of `commit` (the
 * release rolled back to), so the live branch holds what is served and drafts take the rollback in as any
 * other change. Returns the new live commit, or the live one when its files already are those.
 */
export async function restoreLive(
  context: DraftsContext,
  person: Person,
  commit: string,
  message: string,
): Promise<string> {
  const release = acquirePublishLock(context.publishLock);
  try {
    await recoverCheckouts(context);
    const live = await readLive(context);
    const [liveTree, tree] = (await runGit(['rev-parse', `${live}^{tree}`, `${commit}^{tree}`], { cwd: context.root }))
      .trim()
      .split('\n');
    if (liveTree === tree) return live;
    const restored = (
      await runGit(['commit-tree', tree, '-p', live, '-m', message], {
        cwd: context.root,
        env: describeDraft(context, person).env,
      })
    ).trim();
    await moveCheckout(context, 'live', { dir: context.root, branch: context.liveBranch, from: live, to: restored });
    return restored;
  } finally {
    release();
  }
}

/**
 * A draft against the live site: the site's files it changed since it last took in the live site, and whether
 * the live site moved on since then.
 */
export async function readDraftStatus(
  context: DraftsContext,
  branch: string,
): Promise<{ changedFiles: string[]; behindLive: boolean; live: string }> {
  const live = await readLive(context);
  const base = (await runGit(['merge-base', live, `refs/heads/${branch}`], { cwd: context.root })).trim();
  const names = await runGit(['diff', '--name-only', '-z', '--no-renames', base, `refs/heads/${branch}`, '--'], {
    cwd: context.root,
  });
  return { changedFiles: names.split('\0').filter(Boolean), behindLive: base !== live, live };
}
