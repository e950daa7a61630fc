import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { toWorkDir } from '#scripts/build/incremental/to-work-dir';
import { readCurrentRelease } from '#scripts/releases/list-releases';
import { STAGING_FOLDER } from '#scripts/releases/release-build';
import { CURRENT_RELEASE_LINK } from '#site/routes/release-layout';
import type { PublishEvent, PublishOutcome, ReleaseSummary } from '#editor/shared/publishing';
import { runGit } from '../git/run-git';
import { createAdminEditor, type AdminPerson } from './create-admin-editor';

const root = join(import.meta.dirname, '..', '..', '..');
const people: Record<string, AdminPerson> = {
  ann: { email: 'ann@example.com', role: 'publisher' },
  bo: { email: 'bo@example.com', role: 'editor' },
  cy: { email: 'cy@example.com', role: 'publisher' },
  dee: { email: 'dee@example.com', role: 'publisher' },
  eve: { email: 'eve@example.com', role: 'publisher' },
  gus: { email: 'gus@example.com', role: 'publisher' },
  hal: { email: 'hal@example.com', role: 'publisher' },
};
const audit: Array<[string, string, string]> = [];
let site: string;
let releasesDir: string;
let server: Server;
let base: string;

const git = (...args: string[]) => runGit(args, { cwd: site }).then((out) => out.trim());

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'admin-site-'));
  releasesDir = join(site, 'data', 'releases');
  await runGit(['init', '--quiet', '--initial-branch=main', site], { cwd: tmpdir() });
  writeFileSync(join(site, '.gitignore'), '.drafts/\ndata/\n');
  writeFileSync(join(site, 'site.yaml'), readFileSync(join(root, 'tests/fixtures/collections-site.yaml')));
  const owner = {
    GIT_AUTHOR_NAME: 'Owner',
    GIT_AUTHOR_EMAIL: 'o@example.com',
    GIT_COMMITTER_NAME: 'Owner',
    GIT_COMMITTER_EMAIL: 'o@example.com',
  };
  await runGit(['add', '-A'], { cwd: site });
  await runGit(['commit', '--quiet', '-m', 'The site'], { cwd: site, env: owner });
  const appDir = join(site, 'app');
  mkdirSync(appDir);
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Site editor</title>');
  const editor = await createAdminEditor({
    root: site,
    releasesDir,
    appDir,
    audit: async (email, action, detail) => void audit.push([email, action, detail]),
  });
  // The server vouches for who is signed in; here a header names them.
  server = createServer((request, response) => {
    const person = people[String(request.headers['x-person'])];
    void editor.answer(request, response, person, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(toWorkDir(join(releasesDir, STAGING_FOLDER)), { recursive: true, force: true });
  rmSync(site, { recursive: true, force: true });
});

async function call(person: string, path: string, body?: unknown) {
  const response = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-person': person, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}
const json = async (person: string, path: string, body?: unknown) => {
  const answer = await call(person, path, body);
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> };
};

/** Sets a field of site.yaml in the person's draft, as the form's Save does. */
async function saveField(person: string, at: Array<string | number>, value: unknown) {
  const file = (await json(person, '/api/file?name=site.yaml')).body as { version: string };
  return json(person, '/api/save', { file: 'site.yaml', version: file.version, changes: [{ at, value }] });
}

/** Sets the Work page's heading in the person's draft, as the form's Save does. */
async function saveWorkTitle(person: string, title: string, href = '/case-study/alpha') {
  const file = (await json(person, '/api/file?name=site.yaml')).body as { version: string };
  return json(person, '/api/save', {
    file: 'site.yaml',
    version: file.version,
    changes: [
      { at: ['routes', 1, 'blocks', 0, 'title'], value: title },
      { at: ['routes', 1, 'blocks', 0, 'buttons', 0, 'href'], value: href },
    ],
  });
}

async function publish(
  person: string,
  body: Record<string, unknown> = {},
): Promise<{ status: number; steps: string[]; outcome?: PublishOutcome; error?: string }> {
  const answer = await call(person, '/api/publish', body);
  if (answer.status !== 200) return { status: answer.status, steps: [], error: JSON.parse(answer.text).error };
  // Empty lines keep a long publish's answer open (as the app does, they are skipped).
  const events = answer.text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PublishEvent);
  return {
    status: answer.status,
    steps: events.flatMap((event) => ('step' in event ? [event.step] : [])),
    outcome: events.flatMap((event) => ('outcome' in event ? [event.outcome] : []))[0],
  };
}

const served = (path: string) => readFileSync(join(releasesDir, CURRENT_RELEASE_LINK, path, 'index.html'), 'utf8');
const live = () => readFileSync(join(site, 'site.yaml'), 'utf8');

it('keeps a save in the person’s draft, lets only a publisher publish it, makes it live, and rolls it back', async () => {
  expect((await json('bo', '/api/session')).body).toEqual({ mode: 'server', email: 'bo@example.com', role: 'editor' });

  expect((await saveWorkTitle('ann', 'Our Finest Work')).status).toBe(200);
  expect(live()).toContain('title: Our Work\n');
  expect(
    await git(
      'log',
      '-1',
      '--format=%ae %s',
      'refs/heads/drafts/ann-example-com-' +
        (await git('branch', '--list', 'drafts/ann*', '--format=%(refname:short)')).split('-').pop(),
    ),
  ).toBe('ann@example.com Saved site.yaml');
  expect((await json('ann', '/api/draft')).body).toEqual({ changedFiles: ['site.yaml'], behindLive: false });

  expect(await publish('bo')).toMatchObject({
    status: 403,
    error: expect.stringContaining('Only a publisher can publish'),
  });

  const first = await publish('ann');
  expect(first.steps).toEqual([
    'Bringing in what others published',
    'Checking your draft',
    'Merging into the live site',
    'Building the changed pages',
    'Live',
  ]);
  // The first release: every page is new to the live site.
  expect(first.outcome).toMatchObject({
    kind: 'live',
    changedPages: ['/', '/work', '/case-study/alpha', '/case-study/beta'],
  });
  expect(served('work')).toContain('Our Finest Work');
  expect(live()).toContain('title: Our Finest Work');
  expect(await git('log', '-1', '--format=%ae', 'main')).toBe('ann@example.com');

  await saveWorkTitle('ann', 'Our Best Work');
  const second = await publish('ann');
  expect(second.outcome).toMatchObject({ kind: 'live', changedPages: ['/work'] });
  expect(served('work')).toContain('Our Best Work');

  const { releases } = (await json('ann', '/api/releases')).body as { releases: ReleaseSummary[] };
  expect(releases.map(({ current }) => current)).toEqual([true, false]);
  expect((await json('bo', '/api/rollback', { id: releases[1].id })).status).toBe(403);
  expect((await json('ann', '/api/rollback', { id: releases[1].id })).status).toBe(200);
  expect(readCurrentRelease(releasesDir)).toBe(releases[1].id);
  expect(served('work')).toContain('Our Finest Work');
  // The live branch holds what is served again.
  expect(live()).toContain('title: Our Finest Work');

  expect(audit.map(([who, action]) => `${who} ${action}`)).toEqual([
    'ann@example.com saved',
    'ann@example.com published',
    'ann@example.com saved',
    'ann@example.com published',
    'ann@example.com rolled back',
  ]);
}, 240_000);

it('saves a draft with a broken link but does not publish it: the live site and its branch stay as they were', async () => {
  const before = { release: readCurrentRelease(releasesDir), live: live(), head: await git('rev-parse', 'main') };
  expect((await saveWorkTitle('cy', 'Broken', '/nowhere')).status).toBe(200);
  const refused = await publish('cy');
  expect(refused.outcome?.kind).toBe('problems');
  expect(JSON.stringify(refused.outcome)).toContain('/nowhere');
  expect({ release: readCurrentRelease(releasesDir), live: live(), head: await git('rev-parse', 'main') }).toEqual(
    before,
  );
}, 120_000);

it('publishes two people’s changes to different pages; where both changed one field, the second sees both values and chooses', async () => {
  const workTitle = ['routes', 1, 'blocks', 0, 'title'];
  const homeTitle = ['routes', 0, 'blocks', 0, 'title'];
  await saveField('dee', workTitle, 'Work by Dee');
  await saveField('eve', homeTitle, 'Products by Eve');
  expect((await publish('dee')).outcome).toMatchObject({ kind: 'live', changedPages: ['/work'] });
  expect((await publish('eve')).outcome).toMatchObject({ kind: 'live', changedPages: ['/'] });
  expect(served('work')).toContain('Work by Dee');
  expect(served('')).toContain('Products by Eve');

  await saveField('dee', workTitle, 'Dee again');
  await saveField('eve', workTitle, 'Eve again');
  expect((await publish('dee')).outcome?.kind).toBe('live');
  const conflict = await publish('eve');
  expect(conflict.outcome).toEqual({
    kind: 'conflicts',
    conflicts: [{ file: 'site.yaml', path: workTitle, mine: 'Eve again', theirs: 'Dee again' }],
  });
  expect(served('work')).toContain('Dee again');
  const chosen = await json('eve', '/api/update-draft', {
    choices: [{ file: 'site.yaml', path: workTitle, take: 'mine' }],
  });
  expect(chosen.body).toEqual({ conflicts: [] });
  expect((await publish('eve')).outcome).toMatchObject({ kind: 'live', changedPages: ['/work'] });
  expect(served('work')).toContain('Eve again');
}, 240_000);

for (const [person, stopAt, whenBuilding] of [
  ['gus', 'Merging into the live site', ''],
  ['hal', 'Building the changed pages', 'yes'],
] as const)
  it(`after kill -9 at "${stopAt}", the previous release serves every route whole, live holds it, and the draft is intact`, async () => {
    const before = { release: readCurrentRelease(releasesDir), head: await git('rev-parse', 'main'), live: live() };
    await saveField(person, ['routes', 1, 'blocks', 0, 'title'], `Cut at ${stopAt}`);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'testing/publish-and-stop.ts')],
      {
        cwd: root,
        env: {
          ...process.env,
          SITE_ROOT: site,
          RELEASES_DIR: releasesDir,
          PERSON_EMAIL: people[person].email,
          STOP_AT: stopAt,
          STOP_WHEN_BUILDING: whenBuilding,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const signal = await new Promise((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    expect(signal).toBe('SIGKILL');

    // The server starts again: recovery runs before it serves.
    const restarted = await createAdminEditor({
      root: site,
      releasesDir,
      appDir: site,
      audit: async () => {},
    });
    expect(restarted).toBeDefined();
    expect(readCurrentRelease(releasesDir)).toBe(before.release);
    for (const path of ['', 'work', 'case-study/alpha', 'case-study/beta'])
      expect(existsSync(join(releasesDir, CURRENT_RELEASE_LINK, path, 'index.html'))).toBe(true);
    expect(await git('rev-parse', 'main')).toBe(before.head);
    expect(live()).toBe(before.live);
    expect(await git('status', '--porcelain', '--', 'site.yaml')).toBe('');
    const draft = (await json(person, '/api/file?name=site.yaml')).body as { text: string };
    expect(draft.text).toContain(`title: Cut at ${stopAt}`);

    // And the same draft publishes once the server is back.
    expect((await publish(person)).outcome).toMatchObject({ kind: 'live', changedPages: ['/work'] });
    expect(served('work')).toContain(`Cut at ${stopAt}`);
  }, 240_000);

it('a publisher publishes an editor’s draft, which the editor could save but not publish', async () => {
  // A field nobody else changed since Bo's draft began (at his first request, in the first test).
  await saveField('bo', ['routes', 1, 'description'], 'Case studies, written up by Bo.');
  const { drafts } = (await json('ann', '/api/drafts')).body as {
    drafts: Array<{ email: string; changedFiles: string[] }>;
  };
  expect(drafts).toContainEqual({ email: 'bo@example.com', changedFiles: ['site.yaml'] });
  expect((await json('bo', '/api/drafts')).status).toBe(403);

  const { outcome } = await publish('ann', { of: 'bo@example.com' });
  expect(outcome).toMatchObject({ kind: 'live', changedPages: ['/work'] });
  expect(served('work')).toContain('Case studies, written up by Bo.');
  expect(audit.at(-1)).toEqual(['ann@example.com', 'published', "bo@example.com's draft: 1 pages changed: /work"]);
  expect((await call('ann', '/api/publish', { of: 'nobody@example.com' })).status).toBe(404);
}, 120_000);
