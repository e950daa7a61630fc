import { describeDraft, type DraftsContext, type Person } from '../drafts-context';
import { diffFiles, type ChangedFile } from '../diff-files';
import { moveCheckout } from '../move-checkout';
import { acquirePublishLock } from './publish-lock';
import { recoverCheckouts } from './recover-checkouts';
import { askGit, runGit } from '../run-git';
import { listUnsavedFiles } from '../save-draft';
import { DraftNotReadyError, updateDraft, type FieldChoice, type FieldConflict } from '../update-draft';

export type MergeIntoLiveResult =
  | { status: 'published'; commit: string; previous: string; files: ChangedFile[] }
  | { status: 'unchanged'; commit: string }
  | { status: 'conflicts'; conflicts: FieldConflict[] };

export interface MergeIntoLiveOptions {
  message?: string;
  /** The person's answers to the conflicts a first call listed. */
  choices?: FieldChoice[];
}

/**
 * The git side of a publish: the draft is brought up to date with live (conflicts come back, nothing moves),
 * then live gets a merge commit by the person whose files are the draft's. The commit is made without touching
 * the project folder; live moves in one compare-and-swap; then the project folder's files follow, journaled,
 * so that after a `kill -9` at any step the recovery (Drafts.recover, at start) leaves live whole and the draft
 * as it was saved.
 * One at a time: a lock file (stale once its process is gone).
 */
export async function mergeDraftIntoLive(
  context: DraftsContext,
  person: Person,
  options: MergeIntoLiveOptions = {},
): Promise<MergeIntoLiveResult> {
  const release = acquirePublishLock(context.publishLock);
  try {
    await recoverCheckouts(context, ['live']);
    const onStep = context.onPublishStep;
    const dirty = await listUnsavedFiles(context, context.root);
    if (dirty.length > 0)
      throw new DraftNotReadyError(
        `the project folder has changes to the site's files that are not committed (${dirty.join(', ')}); ` +
          'commit or discard them there before publishing',
      );
    const updated = await updateDraft(context, person, options.choices, onStep);
    if (updated.status === 'conflicts') return updated;
    onStep('draft-updated');
    const identity = describeDraft(context, person);
    const live = (
      await runGit(['rev-parse', '--verify', `refs/heads/${context.liveBranch}`], { cwd: context.root })
    ).trim();
    const draft = updated.commit;
    // Live moved after the draft took it in (a commit made by hand): merging now would undo that commit's changes.
    if (!(await askGit(['merge-base', '--is-ancestor', live, draft], { cwd: context.root })))
      throw new DraftNotReadyError(`${context.liveBranch} changed while publishing; nothing was changed, try again`);
    const [liveTree, draftTree] = (
      await runGit(['rev-parse', `${live}^{tree}`, `${draft}^{tree}`], { cwd: context.root })
    )
      .trim()
      .split('\n');
    if (liveTree === draftTree) return { status: 'unchanged', commit: live };
    const message = options.message?.replace(/\0/g, '').trim() || `Published ${identity.name}'s draft`;
    const commit = (
      await runGit(['commit-tree', draftTree, '-p', live, '-p', draft, '-m', message], {
        cwd: context.root,
        env: identity.env,
      })
    ).trim();
    const files = await diffFiles(context, live, commit);
    await moveCheckout(
      context,
      'live',
      { dir: context.root, branch: context.liveBranch, from: live, to: commit },
      onStep,
    );
    onStep('live-moved');
    // The draft carries on from what is live now (the same files): its next update has nothing to merge.
    await moveCheckout(context, identity.slug, { dir: identity.dir, branch: identity.branch, from: draft, to: commit });
    return { status: 'published', commit, previous: live, files };
  } finally {
    release();
  }
}
