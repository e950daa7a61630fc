import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeDraft, type DraftsContext, type Person } from './drafts-context';
import { recoverCheckouts } from './live/recover-checkouts';
import { askGit, runGit } from './run-git';

/** A person's draft as the editor uses it: its own checkout of the project, and the manifest inside it. */
export interface Draft {
  branch: string;
  /** The draft's worktree: the editor reads and writes the site's files here, never in the project folder. */
  dir: string;
  manifest: string;
}

/**
 * The person's draft, made on first use: a branch `drafts/<slug>` from the live branch, checked out in its own
 * worktree under the drafts folder. After a restart the same worktree is found again, with everything saved.
 * Call it in the person's turn (createDrafts does): it may finish a move of this draft a crash cut short.
 */
export async function openDraft(context: DraftsContext, person: Person): Promise<Draft> {
  const { branch, dir, slug } = describeDraft(context, person);
  const draft = { branch, dir, manifest: join(dir, 'site.yaml') };
  // A move of this draft that a crash cut short is finished first: its files must match its branch before use.
  await recoverCheckouts(context, [slug]);
  if (existsSync(join(dir, '.git'))) {
    const head = (await runGit(['symbolic-ref', 'HEAD'], { cwd: dir })).trim();
    if (head !== `refs/heads/${branch}`)
      throw new Error(`the draft folder ${dir} is on ${head}, not on ${branch}; it was changed by hand`);
    return draft;
  }
  // A worktree whose folder was deleted by hand is forgotten first, so that its branch can be checked out again.
  await runGit(['worktree', 'prune'], { cwd: context.root });
  const exists = await askGit(['show-ref', '--verify', '--quiet', `refs/heads/${branch}`], { cwd: context.root });
  await runGit(
    exists
      ? ['worktree', 'add', '--quiet', dir, branch]
      : ['worktree', 'add', '--quiet', '-b', branch, dir, `refs/heads/${context.liveBranch}`],
    { cwd: context.root },
  );
  return draft;
}
