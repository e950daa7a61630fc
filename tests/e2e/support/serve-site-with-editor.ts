import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { findFreePort } from '#server/leads/testing/lead-process';

const root = join(import.meta.dirname, '..', '..', '..');

export interface SiteWithEditor {
  /** The server's address, once the spec's tests start. */
  base: string;
  /** The copy's folder (a git clone of this project: its checked-out branch is live). */
  site: string;
  /** `npm run users -- …` in the copy; answers what it printed. */
  runUsers: (...args: string[]) => string;
  /** The text of a page the server serves now (the live site, as a visitor gets it). */
  fetchPage: (path: string) => Promise<string>;
}

/** The link `npm run users -- add` or `reset` printed. */
export const linkIn = (printed: string) => /https?:\/\/\S+set-password\S+/.exec(printed)![0];

/**
 * `npm start` on a copy of the site (a git clone of this project's committed state, built by its own start),
 * started before the spec's tests and killed after them, its accounts in the copy's own database. What the
 * server printed (its publishes' builds included) is shown when a test fails, to say why.
 */
export function serveSiteWithEditor(name: string): SiteWithEditor {
  let server: ChildProcess | undefined;
  let serverLog = '';
  const served: SiteWithEditor = {
    base: '',
    site: '',
    runUsers: (...args) => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/users-cli.ts', ...args], {
        cwd: served.site,
        encoding: 'utf8',
        env: { ...process.env, LEADS_DB: 'data/e2e.db', SITE_URL: served.base },
      });
      expect(result.status, result.stderr).toBe(0);
      return result.stdout;
    },
    fetchPage: (path) => fetch(served.base + path).then((response) => response.text()),
  };

  test.beforeAll(async () => {
    // A build of the copy, then the editor's app: minutes on a busy machine.
    test.setTimeout(300_000);
    const site = (served.site = mkdtempSync(join(tmpdir(), `${name}-site-`)));
    const git = (...args: string[]) => spawnSync('git', args, { cwd: site, encoding: 'utf8' });
    expect(spawnSync('git', ['clone', '--quiet', root, site]).status).toBe(0);
    git('config', 'user.email', 'owner@example.com');
    git('config', 'user.name', 'Site Owner');
    symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'));
    const port = await findFreePort();
    served.base = `http://127.0.0.1:${port}`;
    serverLog = join(mkdtempSync(join(tmpdir(), `${name}-log-`)), 'server.log');
    const log = openSync(serverLog, 'w');
    server = spawn(process.execPath, ['server/launch.js'], {
      cwd: site,
      detached: true,
      stdio: ['ignore', log, log],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LEADS_DB: 'data/e2e.db',
        LEADS_RATE_LIMIT: '0',
        // A publish builds the site for longer than this without a word: its answer must not be cut.
        IDLE_TIMEOUT_SECONDS: '2',
      },
    });
    // npm start builds the copy first: ready once its home page answers.
    await expect
      .poll(
        () =>
          fetch(served.base).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 240_000, intervals: [1000] },
      )
      .toBe(200);
  });

  test.afterEach(() => {
    const { status, expectedStatus } = test.info();
    if (status !== expectedStatus && serverLog)
      console.log(`The server printed:\n${readFileSync(serverLog, 'utf8').slice(-20_000)}`);
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGKILL');
    if (served.site) rmSync(served.site, { recursive: true, force: true });
  });
  return served;
}

/** Opens a person's link, sets their password, and waits for the editor (prepared on first use). */
export async function setPasswordAndOpenEditor(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel('New password').fill('correct horse battery staple');
  await page.getByLabel('The same password again').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Site editor' })).toBeVisible({ timeout: 240_000 });
}

/** Publish… then Publish now (for the draft of `of`, if given); returns the dialog once the site is live. */
export async function publishDraft(page: Page, of?: string) {
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish your draft' });
  if (of) await dialog.getByRole('radio', { name: new RegExp(`^${of}`) }).check();
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  // A publish ends live or with a message saying why not: a failure shows that message.
  const live = dialog.getByText(/^Live: \d+ pages? changed\.$/);
  await expect(live.or(dialog.getByRole('alert')).first()).toBeVisible({ timeout: 180_000 });
  expect(await dialog.getByRole('alert').allInnerTexts()).toEqual([]);
  await expect(live).toBeVisible();
  return dialog;
}

/** Releases, then Roll back to this on the newest release before the current one, confirmed; returns the dialog once live again. */
export async function rollBackOnce(page: Page) {
  await page.getByRole('button', { name: 'Releases' }).click();
  const releases = page.getByRole('dialog', { name: 'Releases' });
  page.once('dialog', (question) => void question.accept());
  await releases
    .getByRole('button', { name: /^Roll back to this/ })
    .first()
    .click();
  await expect(releases.getByText(/^Live again:/)).toBeVisible();
  return releases;
}
