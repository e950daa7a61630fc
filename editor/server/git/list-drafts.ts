import type { DraftsContext } from './drafts-context';
import { runGit } from './run-git';

/**
 * Every draft branch and the person it belongs to: the author of its newest commit (a person's saves, and the
 * merges that publish their draft, are all authored by them).
 */
export async function listDrafts(context: DraftsContext): Promise<Array<{ branch: string; email: string }>> {
  const refs = await runGit(['for-each-ref', '--format=%(refname:short)%00%(authoremail:trim)', 'refs/heads/drafts/'], {
    cwd: context.root,
  });
  return refs
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [branch, email] = line.split('\0');
      return { branch, email };
    });
}
