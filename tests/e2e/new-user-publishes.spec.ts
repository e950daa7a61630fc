import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/goto-hydrated';
import { QUANTUM, startSolutionPage, writeSolutionPage } from './support/new-solution-page';
import { openHeaderMenu } from './support/open-header-menu';
import * as admin from './support/serve-site-with-editor';

/**
 * Tried as a new user would: a marketing manager, given a publisher's account on the site's server
 * (`npm start`), adds a solution page with the New page job, writes it, previews it, publishes it and sees it
 * live on the solutions' listing, then rolls it back; no terminal, no YAML.
 */
const served = admin.serveSiteWithEditor('new-user');
const { runUsers } = served;

test.describe.configure({ mode: 'serial' });
// The editor's app and two publishes' builds: minutes on a busy machine.
test.setTimeout(420_000);

test('a marketing manager adds a solution page, previews and publishes it, sees it live, and rolls it back', async ({
  page,
  browser,
}) => {
  const { base } = served;
  const status = (path: string) => fetch(base + path).then((response) => response.status);
  expect(await status(QUANTUM.path)).toBe(404);
  await admin.setPasswordAndOpenEditor(page, admin.linkIn(runUsers('add', 'maria@example.com', '--role', 'publisher')));

  await startSolutionPage(page);
  // Until the template's texts are replaced, it says in the person's words what that stops: no npm, no build.
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    /^\d+ placeholder texts left: your draft cannot be published$/,
  );
  await expect(page.getByRole('heading', { name: /^Problems in your draft/ })).toBeVisible();
  await expect(page.getByText(/\bnpm\b|\bthe build\b/)).toHaveCount(0);
  await writeSolutionPage(page);
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved. The check passes.' })).toBeVisible();

  await page.getByRole('button', { name: 'Preview', exact: true }).first().click();
  const preview = page.frameLocator(`iframe[title="Preview of ${QUANTUM.path}"]`);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(QUANTUM.title, { timeout: 60_000 });
  await expect(preview.getByText(QUANTUM.hero)).toBeVisible();
  for (const [, title] of QUANTUM.capabilities) await expect(preview.getByText(title, { exact: true })).toBeVisible();
  // Saved is not published: visitors do not have it yet.
  expect(await status(QUANTUM.path)).toBe(404);

  const dialog = await admin.publishDraft(page);
  await expect(dialog.getByRole('link', { name: QUANTUM.path, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // As a visitor: the page at its address, among the other solutions, and on the listing of every solution.
  const visitor = await browser.newPage({ baseURL: base });
  await gotoHydrated(visitor, QUANTUM.path);
  await expect(visitor).toHaveTitle(/^Quantum Readiness \| /);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(QUANTUM.title);
  await expect(visitor.getByText(QUANTUM.hero)).toBeVisible();
  for (const [, title] of QUANTUM.capabilities) await expect(visitor.getByText(title, { exact: true })).toBeVisible();
  // The Solutions menu has the spec's six entries: the page is not added to it, but is among the other solutions.
  await openHeaderMenu(visitor, 'Solutions');
  await expect(visitor.locator(`header a[href="${QUANTUM.path}"]`)).toHaveCount(0);
  await gotoHydrated(visitor, '/solutions/ai');
  await expect(visitor.getByRole('main').locator(`a[href="${QUANTUM.path}"]`)).toContainText(QUANTUM.title);
  await gotoHydrated(visitor, '/solutions');
  const listed = visitor.getByRole('main').locator(`a[href="${QUANTUM.path}"]`);
  await expect(listed).toContainText(QUANTUM.title);

  await admin.rollBackOnce(page);
  expect(await status(QUANTUM.path)).toBe(404);
  await gotoHydrated(visitor, '/solutions');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Our Solutions');
  await expect(visitor.getByRole('main').locator(`a[href="${QUANTUM.path}"]`)).toHaveCount(0);
  await openHeaderMenu(visitor, 'Solutions');
  await expect(visitor.locator(`header a[href="${QUANTUM.path}"]`)).toHaveCount(0);
  await visitor.close();
});
