import type { DraftsContext } from '../drafts-context';
import { runGit } from '../run-git';

export interface LiveCommit {
  id: string;
  author: { name: string; email: string };
  /** ISO 8601, with the author's offset. */
  when: string;
  message: string;
}

/**
 * The live branch's last `count` commits (1 to 1,000; 20 if it is not a number), newest first: its own line (first parents), so each publish is one
 * entry and the saves of the drafts it brought are not listed one by one.
 */
export async function listLiveCommits(context: DraftsContext, count: number): Promise<LiveCommit[]> {
  const limit = Number.isFinite(count) ? Math.min(1000, Math.max(1, Math.floor(count))) : 20;
  const log = await runGit(
    [
      'log',
      '-z',
      '--first-parent',
      `-n${limit}`,
      '--format=%H%x1f%an%x1f%ae%x1f%aI%x1f%B',
      `refs/heads/${context.liveBranch}`,
      '--',
    ],
    { cwd: context.root },
  );
  return log
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const [id, name, email, when, message] = record.split('\x1f');
      return { id, author: { name, email }, when, message: message.trim() };
    });
}
