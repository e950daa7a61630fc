import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { writeFileAtomically } from '#scripts/cli/write-file-atomically';
import { SITE_FILES } from '../files/resolve-site-file';
import { GitError, runGit } from './run-git';

/** The signed-in person, as the caller knows them: `id` names their draft, `email` (or the id) signs commits. */
export interface Person {
  id: string;
  name: string;
  email?: string;
}

/** The moments of a publish, for a test that stops the process at one of them. */
export type PublishStep =
  'draft-updated' | 'journal-written' | 'ref-moved' | 'file-written' | 'index-written' | 'live-moved';

export interface DraftsOptions {
  /** The project folder: a git repository whose checked-out branch is the live one (the server runs from it). */
  root: string;
  /** The live branch; by default the branch checked out in `root`. */
  liveBranch?: string;
  /** The site's files, from the root; by default site.yaml, pages and public. */
  siteFiles?: string[];
  /** Where drafts' worktrees live, from the root (gitignored). */
  draftsFolder?: string;
  /** The git remote `pushLive` pushes the live branch to; by default `PUBLISH_REMOTE`. */
  publishRemote?: string;
  /** The clock commits are dated by. */
  now?: () => Date;
  /** Called at each step of a publish (tests stop the process there). */
  onPublishStep?: (step: PublishStep) => void;
}

export interface DraftsContext {
  root: string;
  liveBranch: string;
  siteFiles: string[];
  draftsDir: string;
  /** The lock file that keeps publishes (and recovery) one at a time, across processes. */
  publishLock: string;
  publishRemote?: string;
  now?: () => Date;
  onPublishStep: (step: PublishStep) => void;
}

/** The options with their defaults filled in; the drafts folder exists afterwards. */
export async function readDraftsContext(options: DraftsOptions): Promise<DraftsContext> {
  const root = resolve(options.root);
  let liveBranch = options.liveBranch;
  if (liveBranch === undefined) {
    try {
      liveBranch = (await runGit(['symbolic-ref', '--short', 'HEAD'], { cwd: root })).trim();
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new GitError(error.args, `${root} is not a git checkout on a branch (${error.gitMessage})`, error.exitCode);
    }
  }
  const draftsDir = join(root, options.draftsFolder ?? '.drafts');
  mkdirSync(draftsDir, { recursive: true });
  await excludeFromGit(root, draftsDir);
  return {
    root,
    liveBranch,
    siteFiles: options.siteFiles ?? SITE_FILES,
    draftsDir,
    publishLock: join(draftsDir, 'publish.lock'),
    publishRemote: options.publishRemote ?? (process.env.PUBLISH_REMOTE || undefined),
    now: options.now,
    onPublishStep: options.onPublishStep ?? (() => {}),
  };
}

/**
 * The drafts folder is left out of the project's own status even where its .gitignore does not name it (a
 * site's repository other than this project's), so that drafts never show as new files of the live checkout.
 */
async function excludeFromGit(root: string, draftsDir: string): Promise<void> {
  const folder = relative(root, draftsDir).split('\\').join('/');
  if (folder.startsWith('..')) return;
  const exclude = resolve(root, (await runGit(['rev-parse', '--git-path', 'info/exclude'], { cwd: root })).trim());
  const lines = existsSync(exclude) ? readFileSync(exclude, 'utf8') : '';
  if (lines.split('\n').includes(`/${folder}/`)) return;
  // Whole or not at all, as every file written for a person: a torn line on a full disk would exclude nothing.
  writeFileAtomically(exclude, `${lines}${lines === '' || lines.endsWith('\n') ? '' : '\n'}/${folder}/\n`);
}

/** A person's draft: its branch, its worktree, and the identity its commits carry. */
export interface DraftIdentity {
  slug: string;
  branch: string;
  dir: string;
  /** The name commits carry. */
  name: string;
  /** `Name <email>`, as `git commit --author` takes it. */
  author: string;
  /** Author and committer for git (a commit made by the server is still the person's). */
  env: Record<string, string>;
}

/** Characters git refuses or misreads in an identity. */
const clean = (text: string) => text.replace(/[<>\p{Cc}]/gu, '').trim();

/**
 * Who commits, and where their draft is. The slug is readable (from the id) and unique: two ids that read
 * alike (`a.b@x`, `a-b@x`) differ by the id's hash at the end, so no person ever opens another's draft.
 */
export function describeDraft(context: DraftsContext, person: Person): DraftIdentity {
  if (typeof person?.id !== 'string' || person.id.trim() === '') throw new Error('a draft needs the person’s id');
  const readable =
    person.id
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'person';
  const slug = `${readable}-${createHash('sha256').update(person.id).digest('hex').slice(0, 8)}`;
  const email = clean(person.email ?? person.id) || slug;
  const name = clean(person.name ?? '') || email;
  const env: Record<string, string> = {
    GIT_AUTHOR_NAME: name,
    GIT_AUTHOR_EMAIL: email,
    GIT_COMMITTER_NAME: name,
    GIT_COMMITTER_EMAIL: email,
  };
  if (context.now) {
    const date = `${Math.floor(context.now().getTime() / 1000)} +0000`;
    env.GIT_AUTHOR_DATE = date;
    env.GIT_COMMITTER_DATE = date;
  }
  return {
    slug,
    branch: `drafts/${slug}`,
    dir: join(context.draftsDir, slug),
    name,
    author: `${name} <${email}>`,
    env,
  };
}
