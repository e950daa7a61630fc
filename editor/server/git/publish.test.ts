import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from '#scripts/cli/write-file-atomically';
import { writeYamlValue } from '../yaml/write-yaml-value';
import { createDrafts, type Drafts } from './create-drafts';
import type { Person, PublishStep } from './drafts-context';
import { NotACommitError } from './diff-files';
import { PublishBusyError } from './live/publish-lock';
import { GitError, runGit } from './run-git';
import { ABOUT_YAML, CONTACT_YAML, createTestSite, gitAsOwner, readText, writeText } from './testing/create-test-site';

const ann: Person = { id: 'ann@example.com', name: 'Ann Editor' };
const root = join(import.meta.dirname, '..', '..', '..');

let site: string;
let drafts: Drafts;

beforeEach(async () => {
  site = await createTestSite();
  drafts = await createDrafts({ root: site, now: () => new Date('2026-11-28T12:00:00Z') });
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

const git = (dir: string, ...args: string[]) => runGit(args, { cwd: dir }).then((out) => out.trim());

/** Ann's draft: a new title on the about page, the contact page removed, a new page; saved. */
async function saveAnnsDraft(): Promise<string> {
  const { dir } = await drafts.openDraft(ann);
  const about = join(dir, 'pages/about.yaml');
  writeFileAtomically(
    about,
    writeYamlValue(readText(dir, 'pages/about.yaml'), ['routes', '/about', 'title'], 'About Ann'),
  );
  rmSync(join(dir, 'pages/contact.yaml'));
  writeFileAtomically(join(dir, 'pages/team.yaml'), 'routes:\n  /team:\n    title: Team\n');
  return (await drafts.saveDraft(ann, 'Ann’s pages')).commit;
}

const ANNS_FILES = [
  { file: 'pages/about.yaml', change: 'modified' },
  { file: 'pages/contact.yaml', change: 'deleted' },
  { file: 'pages/team.yaml', change: 'added' },
];

describe('merging a draft into live', () => {
  it('makes a commit by the person on live, and the project folder follows it', async () => {
    const saved = await saveAnnsDraft();
    const before = await git(site, 'rev-parse', 'main');

    const result = await drafts.mergeDraftIntoLive(ann, { message: 'New team page' });

    expect(result).toMatchObject({ status: 'published', previous: before, files: ANNS_FILES });
    const commit = result.status === 'published' ? result.commit : '';
    expect(await git(site, 'rev-parse', 'main')).toBe(commit);
    expect(await git(site, 'log', '-1', '--format=%an <%ae> / %cn / %P / %s', 'main')).toBe(
      `Ann Editor <ann@example.com> / Ann Editor / ${before} ${saved} / New team page`,
    );
    expect(readText(site, 'pages/about.yaml')).toContain('title: About Ann');
    expect(existsSync(join(site, 'pages/contact.yaml'))).toBe(false);
    expect(readText(site, 'pages/team.yaml')).toContain('/team');
    expect(await git(site, 'status', '--porcelain')).toBe('');
    // The draft carries on from live.
    const { dir } = await drafts.openDraft(ann);
    expect(await git(dir, 'rev-parse', 'HEAD')).toBe(commit);
    expect(await drafts.mergeDraftIntoLive(ann)).toEqual({ status: 'unchanged', commit });

    expect(await drafts.listLiveCommits(5)).toEqual([
      {
        id: commit,
        author: { name: 'Ann Editor', email: 'ann@example.com' },
        when: '2026-11-28T12:00:00+00:00',
        message: 'New team page',
      },
      expect.objectContaining({
        id: before,
        message: 'The first site',
        author: { name: 'Site Owner', email: 'owner@example.com' },
      }),
    ]);
    expect(await drafts.diffFiles(before, commit)).toEqual(ANNS_FILES);
    expect(await drafts.listLiveCommits(1)).toHaveLength(1);
    expect(await drafts.listLiveCommits(Number.NaN)).toHaveLength(2);
  });

  it('diffs only between two commit ids: a name git would read as an option is refused', async () => {
    const live = await git(site, 'rev-parse', 'main');
    for (const crafted of ['--output=/tmp/diff-written', '-p', 'main', 'HEAD~1', '', null])
      await expect(drafts.diffFiles(crafted, live)).rejects.toThrow(NotACommitError);
    await expect(drafts.diffFiles(live, '--output=/tmp/diff-written')).rejects.toThrow(
      '"--output=/tmp/diff-written" is not a commit id; give two from the history',
    );
    await expect(drafts.diffFiles('0123456789abcdef', live)).rejects.toThrow(GitError);
    expect(existsSync('/tmp/diff-written')).toBe(false);
  });

  it('brings the draft up to date first, and returns the conflicts instead of publishing', async () => {
    await saveAnnsDraft();
    writeText(site, 'pages/about.yaml', ABOUT_YAML.replace('About us', 'About the owner'));
    await gitAsOwner(site, 'commit', '--quiet', '-am', 'Owner’s title');
    const live = await git(site, 'rev-parse', 'main');

    const first = await drafts.mergeDraftIntoLive(ann);
    expect(first).toEqual({
      status: 'conflicts',
      conflicts: [
        { file: 'pages/about.yaml', path: ['routes', '/about', 'title'], mine: 'About Ann', theirs: 'About the owner' },
      ],
    });
    expect(await git(site, 'rev-parse', 'main')).toBe(live);

    const second = await drafts.mergeDraftIntoLive(ann, {
      choices: [{ file: 'pages/about.yaml', path: ['routes', '/about', 'title'], choose: 'mine' }],
    });
    expect(second.status).toBe('published');
    expect(readText(site, 'pages/about.yaml')).toContain('title: About Ann');
  });

  it('refuses plainly while the project folder has uncommitted changes to the site’s files', async () => {
    await saveAnnsDraft();
    writeText(site, 'pages/contact.yaml', CONTACT_YAML + '# edited on the server\n');
    await expect(drafts.mergeDraftIntoLive(ann)).rejects.toThrow(
      "the project folder has changes to the site's files that are not committed (pages/contact.yaml); commit or discard them there before publishing",
    );
    expect(readText(site, 'pages/contact.yaml')).toContain('# edited on the server');
  });

  it('moves live only from the commit it merged onto: live moved meanwhile, nothing changes', async () => {
    await saveAnnsDraft();
    await gitAsOwner(site, 'commit', '--quiet', '--allow-empty', '-m', 'Elsewhere');
    const elsewhere = await git(site, 'rev-parse', 'main');
    await gitAsOwner(site, 'reset', '--quiet', '--hard', 'HEAD~1');
    // Between the merge commit and the move, someone moves live by hand (git's own file for the branch, as git writes it).
    const racing = await createDrafts({
      root: site,
      onPublishStep: (step) => {
        if (step === 'journal-written') writeFileSync(join(site, '.git/refs/heads/main'), `${elsewhere}\n`);
      },
    });
    await expect(racing.mergeDraftIntoLive(ann)).rejects.toThrow(
      'main changed meanwhile; nothing was changed, try again',
    );
    expect(await git(site, 'rev-parse', 'main')).toBe(elsewhere);
    expect(existsSync(join(site, '.drafts', 'live.moving.json'))).toBe(false);
    expect(readText(site, 'pages/about.yaml')).toBe(ABOUT_YAML);
  });

  it('never undoes a commit made on live by hand after the draft took live in', async () => {
    await saveAnnsDraft();
    const byHand = await gitAsOwner(site, 'commit-tree', 'HEAD^{tree}', '-p', 'HEAD', '-m', 'By hand');
    const racing = await createDrafts({
      root: site,
      onPublishStep: (step) => {
        if (step === 'draft-updated') writeFileSync(join(site, '.git/refs/heads/main'), byHand);
      },
    });
    await expect(racing.mergeDraftIntoLive(ann)).rejects.toThrow(
      'main changed while publishing; nothing was changed, try again',
    );
    expect(await git(site, 'rev-parse', 'main')).toBe(byHand.trim());
  });

  it('runs one publish at a time: a running one holds the lock; a dead one’s lock is taken over', async () => {
    await saveAnnsDraft();
    const lock = join(site, '.drafts', 'publish.lock');
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(lock, String(holder.pid));
      await expect(drafts.mergeDraftIntoLive(ann)).rejects.toThrow(PublishBusyError);
      await expect(drafts.mergeDraftIntoLive(ann)).rejects.toThrow(
        `another publish is running (process ${holder.pid}); try again when it has finished`,
      );
    } finally {
      holder.kill('SIGKILL');
    }
    await new Promise((resolve) => holder.once('exit', resolve));
    expect((await drafts.mergeDraftIntoLive(ann)).status).toBe('published');
    expect(existsSync(lock)).toBe(false);
  });
});

/** Runs a publish of Ann's draft in a child process that kills itself with SIGKILL at `step`. */
function publishAndKill(step: PublishStep, count = 1): Promise<{ signal: string | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'editor/server/git/testing/publish-and-stop.ts'], {
    cwd: root,
    env: { ...process.env, SITE_ROOT: site, PERSON_ID: ann.id, STOP_AT: step, STOP_COUNT: String(count) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (_, signal) => resolve({ signal, output })));
}

describe('a publish killed with kill -9 at any step', () => {
  // The draft is brought up to date first (its own journal, branch, file and index), then live moves.
  const steps: Array<[PublishStep, number, boolean]> = [
    ['journal-written', 1, false],
    ['ref-moved', 1, false],
    ['file-written', 1, false],
    ['index-written', 1, false],
    ['draft-updated', 1, false],
    ['journal-written', 2, false],
    ['ref-moved', 2, true],
    ['file-written', 2, true],
    ['file-written', 3, true],
    ['index-written', 2, true],
    ['live-moved', 1, true],
  ];

  it.each(steps)(
    'at %s (%i): after recovery live is whole (moved: %s) and the draft is intact',
    async (step, count, moves) => {
      await drafts.openDraft(ann);
      // Live moves on after the draft began, so the publish first merges live into the draft.
      writeText(site, 'site.yaml', readText(site, 'site.yaml').replace('Example', 'Example Ltd'));
      await gitAsOwner(site, 'commit', '--quiet', '-am', 'Owner’s site title');
      const saved = await saveAnnsDraft();
      const before = await git(site, 'rev-parse', 'main');

      const killed = await publishAndKill(step, count);
      expect(killed.signal, killed.output).toBe('SIGKILL');

      const restarted = await createDrafts({ root: site });
      await restarted.recover();

      const live = await git(site, 'rev-parse', 'main');
      expect(await git(site, 'status', '--porcelain', '--untracked-files=all')).toBe('');
      const moved = live !== before;
      expect(readText(site, 'pages/about.yaml')).toContain(moved ? 'title: About Ann' : 'title: About us');
      expect(existsSync(join(site, 'pages/contact.yaml'))).toBe(!moved);
      expect(readText(site, 'site.yaml')).toContain('Example Ltd');
      expect(moved).toBe(moves);

      const { dir } = await restarted.openDraft(ann);
      expect(await git(dir, 'status', '--porcelain', '--untracked-files=all')).toBe('');
      expect(await git(dir, 'merge-base', '--is-ancestor', saved, 'HEAD')).toBe('');
      expect(readText(dir, 'pages/about.yaml')).toContain('title: About Ann');
      expect(readText(dir, 'pages/team.yaml')).toContain('/team');
      expect(existsSync(join(dir, 'pages/contact.yaml'))).toBe(false);

      // And the next publish goes through.
      const again = await restarted.mergeDraftIntoLive(ann);
      expect(again.status).toBe(moved ? 'unchanged' : 'published');
      expect(readText(site, 'pages/about.yaml')).toContain('title: About Ann');
      expect(await git(site, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    },
  );
});

describe('after a crash', () => {
  it('a draft whose move was cut short is finished when it is next opened, so a save never undoes live’s changes', async () => {
    await drafts.openDraft(ann);
    writeText(site, 'site.yaml', readText(site, 'site.yaml').replace('Example', 'Example Ltd'));
    await gitAsOwner(site, 'commit', '--quiet', '-am', 'Owner’s site title');
    await saveAnnsDraft();
    expect((await publishAndKill('file-written', 1)).signal).toBe('SIGKILL');

    const restarted = await createDrafts({ root: site });
    const saved = await restarted.saveDraft(ann, 'Nothing new');

    expect(saved.saved).toBe(false);
    const { dir } = await restarted.openDraft(ann);
    expect(readText(dir, 'site.yaml')).toContain('Example Ltd');
    expect(await git(dir, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });

  it('recover removes the lock file a save killed in the middle of its commit left, so the next save goes through', async () => {
    const { dir } = await drafts.openDraft(ann);
    writeFileSync(resolve(dir, await git(dir, 'rev-parse', '--git-path', 'index.lock')), '');
    await expect(saveAnnsDraft()).rejects.toThrow(/index\.lock/);

    await (await createDrafts({ root: site })).recover();

    expect((await drafts.saveDraft(ann, 'Again')).saved).toBe(true);
  });

  it('publishes from one server run one after another', async () => {
    const bob: Person = { id: 'bob@example.com', name: 'Bob Writer' };
    await saveAnnsDraft();
    const bobDraft = await drafts.openDraft(bob);
    writeText(bobDraft.dir, 'pages/blog.yaml', 'routes:\n  /blog:\n    title: Blog\n');
    await drafts.saveDraft(bob, 'Blog');

    const results = await Promise.all([drafts.mergeDraftIntoLive(ann), drafts.mergeDraftIntoLive(bob)]);

    expect(results.map(({ status }) => status)).toEqual(['published', 'published']);
    expect(await git(site, 'log', '--first-parent', '--format=%an', 'main')).toBe('Bob Writer\nAnn Editor\nSite Owner');
    expect(readText(site, 'pages/blog.yaml')).toContain('/blog');
    expect(readText(site, 'pages/team.yaml')).toContain('/team');
  });
});

describe('pushing live', () => {
  it('pushes the live branch to the remote PUBLISH_REMOTE names', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'drafts-remote-'));
    try {
      await runGit(['init', '--quiet', '--bare', bare], { cwd: tmpdir() });
      await runGit(['remote', 'add', 'backup', bare], { cwd: site });
      await saveAnnsDraft();
      process.env.PUBLISH_REMOTE = 'backup';
      const withRemote = await createDrafts({ root: site }).finally(() => delete process.env.PUBLISH_REMOTE);
      const published = await withRemote.mergeDraftIntoLive(ann);

      const pushed = await withRemote.pushLive();

      const commit = published.status === 'published' ? published.commit : '';
      expect(pushed).toEqual({ pushed: true, remote: 'backup', commit });
      expect(await git(bare, 'rev-parse', 'refs/heads/main')).toBe(commit);
      expect(await drafts.pushLive()).toEqual({ pushed: false });
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('reports git’s own message when the remote refuses', async () => {
    const withRemote = await createDrafts({ root: site, publishRemote: 'nowhere' });
    await expect(withRemote.pushLive()).rejects.toThrow(
      /git push failed: .*'nowhere' does not appear to be a git repository/,
    );
  });
});
