import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  linkIn,
  publishDraft,
  rollBackOnce,
  serveSiteWithEditor,
  setPasswordAndOpenEditor,
} from './support/serve-site-with-editor';

/**
 * Publishing without a developer, as a marketing manager does it: `npm start` on a copy of the site (a git
 * clone of this project, built by its own start), an account added with `npm run users`, its link opened,
 * a page changed in the editor at /admin/, published, and rolled back, all in Chromium.
 */
const served = serveSiteWithEditor('publishing');
const { runUsers, fetchPage } = served;

test.describe.configure({ mode: 'serial' });
// The editor's app and the releases' builds: minutes on a busy machine.
test.setTimeout(300_000);

/**
 * Opens /contact, shows the preview (rendered by the site's own renderer from the release's /_preview/), types
 * a new heading and saves: the preview follows what is typed.
 */
async function changeContactHeading(page: Page, heading: string): Promise<void> {
  // The list names a page by its address and its title.
  await page
    .getByRole('navigation', { name: 'Pages and collections' })
    .getByRole('button', { name: /^\/contact\b/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="Preview of /contact"]');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Get in Touch', { timeout: 60_000 });
  const field = page.locator('#page-b0_title');
  await field.clear();
  await field.pressSequentially(heading);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText(/^Saved/).first()).toBeVisible();
}

test('with no account there is no /admin/; the printed link sets a password and opens the editor', async ({ page }) => {
  expect((await fetch(`${served.base}/admin/`)).status).toBe(404);
  const link = linkIn(runUsers('add', 'maria@example.com', '--role', 'publisher'));
  await setPasswordAndOpenEditor(page, link);
  await expect(page.getByRole('button', { name: 'Publish…' })).toBeVisible();
});

test('a publisher changes a page (live unchanged until published), publishes it, and rolls it back', async ({
  page,
}) => {
  await setPasswordAndOpenEditor(page, linkIn(runUsers('reset', 'maria@example.com')));
  await changeContactHeading(page, 'Talk to Us');
  expect(await fetchPage('/contact')).toMatch(/<h1[^>]*>Get in Touch<\/h1>/);

  const dialog = await publishDraft(page);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Checking your draft' })).toBeVisible();
  expect(await fetchPage('/contact')).toMatch(/<h1[^>]*>Talk to Us<\/h1>/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const releases = await rollBackOnce(page);
  expect(await fetchPage('/contact')).toMatch(/<h1[^>]*>Get in Touch<\/h1>/);
  await releases.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Activity' }).click();
  const activity = page.getByRole('dialog', { name: 'Activity' });
  for (const action of ['rolled back', 'published', 'saved'])
    await expect(
      activity.getByRole('row').filter({ hasText: 'maria@example.com' }).filter({ hasText: action }).first(),
    ).toBeVisible();
});

test('an editor changes a page and saves but cannot publish, a publisher publishes it; without a session the API answers 401, from another site 403', async ({
  page,
  browser,
}) => {
  await setPasswordAndOpenEditor(page, linkIn(runUsers('add', 'bo@example.com', '--role', 'editor')));
  await expect(page.getByText('Your saves stay in your draft until a publisher publishes them.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish…' })).toHaveCount(0);
  await changeContactHeading(page, 'Write to Us');
  expect(await fetchPage('/contact')).toMatch(/<h1[^>]*>Get in Touch<\/h1>/);
  const refused = await page.evaluate(() =>
    fetch('/admin/api/publish', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
      (response) => response.status,
    ),
  );
  expect(refused).toBe(403);
  expect((await fetch(`${served.base}/admin/api/outline`)).status).toBe(401);
  const foreign = await fetch(`${served.base}/admin/api/save`, {
    method: 'POST',
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    body: '{}',
  });
  expect(foreign.status).toBe(403);

  // A publisher, signed in elsewhere, publishes bo's draft.
  const publisher = await browser.newPage();
  await setPasswordAndOpenEditor(publisher, linkIn(runUsers('reset', 'maria@example.com')));
  await publishDraft(publisher, 'bo@example.com');
  expect(await fetchPage('/contact')).toMatch(/<h1[^>]*>Write to Us<\/h1>/);
  await publisher.close();
});

test('a crafted file name or path in an /admin request reads and writes nothing outside the site', async ({ page }) => {
  const { site, base } = served;
  await setPasswordAndOpenEditor(page, linkIn(runUsers('reset', 'maria@example.com')));
  // A secret beside the site, and links to it inside maria's draft (as a commit could bring them).
  const outside = mkdtempSync(join(tmpdir(), 'publishing-outside-'));
  const secret = 'CANARY-4b1d-never-served';
  writeFileSync(join(outside, 'secret.txt'), secret);
  const draft = join(
    site,
    '.drafts',
    readdirSync(join(site, '.drafts')).find((name) => name.startsWith('maria'))!,
  );
  symlinkSync(join(outside, 'secret.txt'), join(draft, 'public', 'leak.txt'));
  symlinkSync(outside, join(draft, 'public', 'elsewhere'));
  const out = relative(draft, outside);
  const request = page.request;
  const headers = { origin: base, 'content-type': 'application/json' };
  const answers: Array<{ what: string; status: number; text: string }> = [];
  const get = async (path: string) => {
    const response = await request.get(base + path, { maxRedirects: 0 });
    answers.push({ what: `GET ${path}`, status: response.status(), text: await response.text() });
  };
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await request.post(base + path, { headers, data: body, maxRedirects: 0 });
    answers.push({
      what: `POST ${path} ${JSON.stringify(body)}`,
      status: response.status(),
      text: await response.text(),
    });
  };

  for (const path of [
    '/admin/public/leak.txt',
    '/admin/public/elsewhere/secret.txt',
    `/admin/public/${encodeURIComponent(`../${out}/secret.txt`)}`,
    `/admin/public/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd`,
    '/admin/public/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/admin/%2e%2e%2f%2e%2e%2fsite.yaml',
    '/admin/..%2f..%2f..%2fetc%2fpasswd',
    '/admin/public/%00',
  ])
    await get(path);
  for (const name of [
    `${out}/secret.txt`,
    '/etc/passwd',
    '../site.yaml',
    '.git/config',
    'site.yaml\0.txt',
    'public/leak.txt',
  ])
    await get(`/admin/api/file?name=${encodeURIComponent(name)}`);
  for (const file of [`${out}/written.yaml`, join(outside, 'written.yaml'), 'public/elsewhere/written.yaml'])
    await post('/admin/api/save', { file, version: 'x', text: 'routes: []\n' });
  for (const path of [`/../${out}/written`, `/${out}/written`])
    await post('/admin/api/new-page', { path, title: 'Quantum', template: 'solution' });
  await post('/admin/api/new-page', { path: '/quantum', title: 'Quantum', template: `../../${out}/secret` });
  await post('/admin/api/rollback', { id: `../../${out}` });
  await post('/admin/api/publish', { of: `../${out}` });
  await post('/admin/api/add-entry', { collection: `../${out}`, id: '../../written' });

  for (const answer of answers) {
    expect(answer.text, answer.what).not.toContain(secret);
    expect(answer.text, answer.what).not.toMatch(/root:x:0:0/);
    expect(answer.status, answer.what).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.what).toBeLessThan(500);
  }
  expect(readdirSync(outside)).toEqual(['secret.txt']);
  expect(existsSync(join(site, 'written.yaml'))).toBe(false);
  rmSync(outside, { recursive: true, force: true });
});
