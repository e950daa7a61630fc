import type { DraftsContext } from './drafts-context';
import { runGit } from './run-git';

export interface ChangedFile {
  file: string;
  change: 'added' | 'modified' | 'deleted';
}

const CHANGES: Record<string, ChangedFile['change']> = { A: 'added', M: 'modified', D: 'deleted', T: 'modified' };

/** A commit id as the history lists it; anything else (a name starting with `-` would be read as an option) is refused. */
const COMMIT_ID = /^[0-9a-f]{7,64}$/i;

/** Two commit ids that are not both commit ids: said plainly. */
export class NotACommitError extends Error {}

/** The files that differ between two commits (e.g. the live site before and after a publish: "3 pages changed"). */
export async function diffFiles(context: DraftsContext, from: unknown, to: unknown): Promise<ChangedFile[]> {
  for (const id of [from, to])
    if (typeof id !== 'string' || !COMMIT_ID.test(id))
      throw new NotACommitError(`"${String(id).slice(0, 80)}" is not a commit id; give two from the history`);
  const parts = (
    await runGit(['diff', '--name-status', '-z', '--no-renames', `${from}^{commit}`, `${to}^{commit}`, '--'], {
      cwd: context.root,
    })
  )
    .split('\0')
    .filter(Boolean);
  const changed: ChangedFile[] = [];
  for (let index = 0; index + 1 < parts.length; index += 2)
    changed.push({ file: parts[index + 1], change: CHANGES[parts[index]] ?? 'modified' });
  return changed;
}
