import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PARTIAL_WRITE_SUFFIX } from '#scripts/cli/write-file-atomically';
import { describeDraft, type DraftsContext, type Person } from './drafts-context';
import { openDraft } from './open-draft';
import { runGit } from './run-git';

export interface SaveResult {
  /** The draft's commit after the save. */
  commit: string;
  /** False when nothing had changed: no empty commit is made. */
  saved: boolean;
  files: string[];
}

/**
 * The pathspecs of the site's files in a checkout, literal (a `*` in a picture's name is a name), without a
 * half-written file. A site folder that does not exist yet is left out: git refuses a pathspec matching nothing.
 */
export async function listSitePathspecs(context: DraftsContext, dir: string): Promise<string[]> {
  const tracked = new Set(
    (await runGit(['ls-files', '-z', '--', ...context.siteFiles.map((file) => `:(literal)${file}`)], { cwd: dir }))
      .split('\0')
      .map((file) => context.siteFiles.find((entry) => file === entry || file.startsWith(`${entry}/`))),
  );
  const present = context.siteFiles.filter((file) => tracked.has(file) || existsSync(join(dir, file)));
  return [...present.map((file) => `:(literal)${file}`), `:(exclude,glob)**/*${PARTIAL_WRITE_SUFFIX}`];
}

/** The site's files that differ from the checkout's last commit (changed, added or deleted). */
export async function listUnsavedFiles(context: DraftsContext, dir: string): Promise<string[]> {
  const specs = await listSitePathspecs(context, dir);
  if (specs.length === 1) return [];
  const status = await runGit(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...specs], {
    cwd: dir,
  });
  return status
    .split('\0')
    .filter((entry) => /^.. /.test(entry))
    .map((entry) => entry.slice(3));
}

/**
 * Save: the draft's changes to the site's files become one commit on the draft's branch, authored and
 * committed by the person. git writes the commit's objects first and moves the branch last (a lock file
 * renamed), so a crash leaves the previous commit or the new one. A draft with problems is saved all the same:
 * this commits text, it checks nothing.
 */
export async function saveDraft(context: DraftsContext, person: Person, message: string): Promise<SaveResult> {
  const { dir } = await openDraft(context, person);
  const identity = describeDraft(context, person);
  const specs = await listSitePathspecs(context, dir);
  if (specs.length > 1) await runGit(['add', '--all', '--', ...specs], { cwd: dir });
  const files = (await runGit(['diff', '--cached', '--name-only', '-z', '--no-renames'], { cwd: dir }))
    .split('\0')
    .filter(Boolean);
  if (files.length > 0) {
    const text = message.replace(/\0/g, '').trim() || `Saved by ${identity.author}`;
    await runGit(['commit', '--quiet', '--no-verify', `--author=${identity.author}`, '-m', text], {
      cwd: dir,
      env: identity.env,
    });
  }
  const commit = (await runGit(['rev-parse', 'HEAD'], { cwd: dir })).trim();
  return { commit, saved: files.length > 0, files };
}
