import { expect, test, type Locator } from '@playwright/test';
import { dropFile, makeLogoPng, openCaseStudyLogo } from './support/drop-picture';
import { linkIn, publishDraft, serveSiteWithEditor, setPasswordAndOpenEditor } from './support/serve-site-with-editor';

/**
 * A picture uploaded in the editor on the site's server (`npm start`, /admin/) shows in the preview at once,
 * from the person's draft, while the live site does not have it; once published, the live page shows it.
 */
const served = serveSiteWithEditor('draft-pictures');
const { runUsers, fetchPage } = served;

test.describe.configure({ mode: 'serial' });
// The editor's app prepared on first use (up to 4 minutes on a busy machine), the preview's first page (1) and a
// publish's build (3): the sum of the waits below, so that the slowest of them fails with its own message.
test.setTimeout(540_000);

const STUDY = '/case-study/cognatrix';
const LOGO = '/images/case-studies/northwind-logo.png';

/** The picture's loaded width once the browser has it (0 while loading, or when it failed). */
const loadedWidth = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test('a logo uploaded to a case study shows in the preview at once, is not live until published, then is', async ({
  page,
  browser,
}) => {
  const { base } = served;
  await setPasswordAndOpenEditor(page, linkIn(runUsers('add', 'maria@example.com', '--role', 'publisher')));
  const field = await openCaseStudyLogo(page, STUDY);
  await dropFile(page, field, 'Northwind Logo.PNG', await makeLogoPng(), 'image/png');
  await expect(field.getByRole('status')).toHaveText(
    `Added ${LOGO}. Now say in Alt what it shows, for people who cannot see it.`,
  );
  await page.locator('[id$="_logo_alt"]').fill('Northwind logo');

  await page.getByRole('button', { name: 'Preview', exact: true }).first().click();
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  const preview = page.frameLocator(`iframe[title="Preview of ${STUDY}"]`);
  const shown = preview.locator('img[alt="Northwind logo"]:visible').first();
  await expect(shown).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => loadedWidth(shown)).toBeGreaterThan(0);
  // In one of the build's copies, made from the draft's file.
  expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/admin\/public\/_img\/images\/case-studies\/northwind-logo-\d+\.(avif|webp)$/,
  );

  // Not on the public site, nor to anyone not signed in, before it is published; nor after a save.
  const status = (path: string) => fetch(base + path).then((response) => response.status);
  expect(await status(LOGO)).toBe(404);
  expect(await status('/_img/images/case-studies/northwind-logo-320.avif')).toBe(404);
  for (const draftOnly of [`/admin/public${LOGO}`, '/admin/public/_img/images/case-studies/northwind-logo-320.avif']) {
    const signedOut = await fetch(base + draftOnly, { redirect: 'manual' });
    expect([signedOut.status, signedOut.headers.get('location')], draftOnly).toEqual([303, '/admin/sign-in']);
  }
  await page.getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText(/^Saved/).first()).toBeVisible();
  expect(await status(LOGO)).toBe(404);
  expect(await fetchPage(STUDY)).not.toContain('northwind-logo');

  await publishDraft(page);
  expect(await status(LOGO)).toBe(200);
  const visitor = await browser.newPage();
  await visitor.goto(base + STUDY);
  const live = visitor.locator('img[alt="Northwind logo"]:visible').first();
  await expect(live).toBeVisible();
  await expect.poll(() => loadedWidth(live)).toBeGreaterThan(0);
  expect(await live.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`^${base}/_img/images/case-studies/northwind-logo-\\d+\\.(avif|webp)$`),
  );
  await visitor.close();
});
