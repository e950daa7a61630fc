import type { DraftsContext } from './drafts-context';
import { runGit } from './run-git';

export interface ChangedFile {
  file: string;
  change: 'added' | 'modified' | 'deleted';
}

const CHANGES: Record<string, ChangedFile['change']> = { A: 'added', M: 'modified', D: 'deleted', T: 'modified' };

/** The files that differ between two commits (e.g. the live site before and after a publish: "3 pages changed"). */
export async function diffFiles(context: DraftsContext, from: string, to: string): Promise<ChangedFile[]> {
  const parts = (await runGit(['diff', '--name-status', '-z', '--no-renames', from, to, '--'], { cwd: context.root }))
    .split('\0')
    .filter(Boolean);
  const changed: ChangedFile[] = [];
  for (let index = 0; index + 1 < parts.length; index += 2)
    changed.push({ file: parts[index + 1], change: CHANGES[parts[index]] ?? 'modified' });
  return changed;
}
