import type { DraftsContext } from '../drafts-context';
import { runGit } from '../run-git';

export type PushResult = { pushed: true; remote: string; commit: string } | { pushed: false };

/**
 * Pushes the live branch to the remote `PUBLISH_REMOTE` names (a backup, or where another server pulls from),
 * when one is named. Never forced: a remote that moved on its own is an error with git's message.
 */
export async function pushLive(context: DraftsContext): Promise<PushResult> {
  const remote = context.publishRemote;
  if (!remote) return { pushed: false };
  const ref = `refs/heads/${context.liveBranch}`;
  // After `--`, a remote named like an option (`--receive-pack=…`) is only a name.
  await runGit(['push', '--quiet', '--', remote, `${ref}:${ref}`], { cwd: context.root });
  const commit = (await runGit(['rev-parse', ref], { cwd: context.root })).trim();
  return { pushed: true, remote, commit };
}
