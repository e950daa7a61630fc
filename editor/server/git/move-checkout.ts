import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomically } from '#scripts/cli/write-file-atomically';
import type { DraftsContext, PublishStep } from './drafts-context';
import { GitError, readGitBlob, runGit } from './run-git';

/** What a move of a checkout writes down before it starts, so that a restart can finish it. */
export interface MoveJournal {
  dir: string;
  branch: string;
  from: string;
  to: string;
}

/** Where the journal of a checkout's move lives: `.drafts/<name>.moving.json`. */
export const journalFile = (context: DraftsContext, name: string) => join(context.draftsDir, `${name}.moving.json`);

/** The paths that differ between two commits. */
export async function listChangedPaths(dir: string, from: string, to: string): Promise<string[]> {
  const names = await runGit(['diff', '--name-only', '-z', '--no-renames', from, to, '--'], { cwd: dir });
  return names.split('\0').filter(Boolean);
}

/**
 * Makes `paths` of the checkout in `dir` (its files and its index) what they are in `commit`: each file
 * written beside and renamed (never torn), each path gone from `commit` removed, then the index entries set
 * at once. Running it again after it was cut short gives the same result.
 */
export async function writeCheckoutPaths(
  dir: string,
  commit: string,
  paths: string[],
  onStep: (step: PublishStep) => void = () => {},
): Promise<void> {
  if (paths.length === 0) return;
  const listing = await runGit(['ls-tree', '-r', '-z', commit, '--', ...paths.map((path) => `:(literal)${path}`)], {
    cwd: dir,
  });
  const entries = new Map(
    listing
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [info, path] = line.split('\t');
        const [mode, , oid] = info.split(' ');
        return [path, { mode, oid }] as const;
      }),
  );
  const indexInfo: string[] = [];
  for (const path of paths) {
    const entry = entries.get(path);
    if (entry) {
      writeFileAtomically(join(dir, path), await readGitBlob(dir, entry.oid), entry.mode === '100755' ? 0o755 : 0o644);
      indexInfo.push(`${entry.mode} ${entry.oid}\t${path}`);
    } else {
      rmSync(join(dir, path), { force: true });
      indexInfo.push(`0 ${'0'.repeat(40)}\t${path}`);
    }
    onStep('file-written');
  }
  await runGit(['update-index', '-z', '--index-info'], { cwd: dir, input: indexInfo.join('\0') + '\0' });
  // The entries written from the tree carry no file times yet: refreshing them keeps `git status` quiet.
  await runGit(['update-index', '-q', '--refresh'], { cwd: dir, okCodes: [0, 1] });
  onStep('index-written');
}

/**
 * Moves `branch`, checked out in `dir`, from commit `from` to `to` and its files with it, so that a kill at
 * any moment is undone or finished by `recoverCheckouts`: the journal is written first, then the branch moves
 * in one step (git's compare-and-swap: refused if it is no longer at `from`), then the files follow.
 */
export async function moveCheckout(
  context: DraftsContext,
  name: string,
  move: MoveJournal,
  onStep: (step: PublishStep) => void = () => {},
): Promise<void> {
  const paths = await listChangedPaths(move.dir, move.from, move.to);
  const journal = journalFile(context, name);
  writeFileAtomically(journal, JSON.stringify(move));
  onStep('journal-written');
  try {
    await runGit(['update-ref', '-m', 'drafts: move', `refs/heads/${move.branch}`, move.to, move.from], {
      cwd: move.dir,
    });
  } catch (error) {
    // Nothing moved: no journal is left for a recovery to act on.
    rmSync(journal, { force: true });
    if (!(error instanceof GitError)) throw error;
    throw new GitError(error.args, `${move.branch} changed meanwhile; nothing was changed, try again`, error.exitCode);
  }
  onStep('ref-moved');
  await writeCheckoutPaths(move.dir, move.to, paths, onStep);
  rmSync(journal, { force: true });
}
