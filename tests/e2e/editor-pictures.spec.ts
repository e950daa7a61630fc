import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { dropFile, makeLogoPng, openCaseStudyLogo } from './support/drop-picture';
import { editSiteCopy } from './support/edit-site-copy';
import { findAxeViolations } from './support/find-axe-violations';

/**
 * Pictures in the editor as a person adds them: dropped, chosen or pasted on a picture field, checked by their
 * content, stored in the site's public/images/, shown in the preview and on the built site in the build's
 * copies; the media dialog lists them with where each is shown.
 */
const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_PICTURES_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 11);
const { base, dir, manifest, readCopy } = editSiteCopy({ name: 'editor-pictures', port, pictures: true });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const STUDY = '/case-study/cognatrix';
const LOGO = '/images/case-studies/northwind-logo.png';

async function openStudy(page: Page): Promise<Locator> {
  await page.goto(`${base}/`);
  return openCaseStudyLogo(page, STUDY);
}

test('a PNG dropped on a case study’s logo is stored in public/images/, sized, described, previewed, listed in use, and built in its copies', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const field = await openStudy(page);
  const src = field.locator('[id$="_logo_src"]');
  await expect(src).toHaveValue('/images/case-studies/cognatrix.svg');
  await dropFile(page, field, 'Northwind Logo.PNG', await makeLogoPng(), 'image/png');

  await expect(field.getByRole('status')).toHaveText(
    `Added ${LOGO}. Now say in Alt what it shows, for people who cannot see it.`,
  );
  expect(existsSync(join(dir, 'public', LOGO))).toBe(true);
  await expect(src).toHaveValue(LOGO);
  // The width the page draws it at is kept; the height follows the picture's proportions.
  await expect(page.locator('[id$="_logo_width"]')).toHaveValue('240');
  await expect(page.locator('[id$="_logo_height"]')).toHaveValue('120');
  const alt = page.locator('[id$="_logo_alt"]');
  await expect(alt).toBeFocused();
  await alt.fill('Northwind logo');

  // The page's Preview (the Markdown fields have one of their own, after it).
  await page.getByRole('button', { name: 'Preview', exact: true }).first().click();
  const frame = page.frameLocator(`iframe[title="Preview of ${STUDY}"]`);
  await page.getByRole('button', { name: 'Light', exact: true }).click();
  const shown = frame.locator('img[alt="Northwind logo"]:visible').first();
  await expect(shown).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/_img\/images\/case-studies\/northwind-logo-\d+\.(avif|webp)$/,
  );

  await page.getByRole('button', { name: /^Save( as draft)?$/ }).click();
  await expect(page.getByText('· unsaved changes')).toBeHidden();
  expect(readCopy()).toContain(`src: ${LOGO}`);

  await field.getByRole('button', { name: 'Media library…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pictures of the site' });
  await dialog.getByLabel('Search by name or page').fill('northwind');
  const item = dialog.getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(LOGO);
  await expect(item).toContainText('On 1 page');
  await expect(item).toContainText(STUDY);
  await expect(item).toContainText('In use: it cannot be deleted');
  await expect(item.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Nor through the API: the server refuses it as long as a page shows it.
  const refused = await page.request.post(`${base}/api/delete-picture`, {
    headers: { origin: base },
    data: { path: LOGO },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { error: string }).error).toContain(`shown by ${STUDY}`);
  expect(existsSync(join(dir, 'public', LOGO))).toBe(true);

  // The copy builds (its own public/ with the new picture), and its page shows the build's copies.
  const outDir = join(tmpdir(), `editor-pictures-build-${port}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--manifest', manifest, '--out-dir', outDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const copy of ['northwind-logo-320.avif', 'northwind-logo-320.webp'])
    expect(existsSync(join(outDir, '_img', 'images', 'case-studies', copy)), copy).toBe(true);
  expect(existsSync(join(outDir, LOGO))).toBe(true);
  await page.route('http://built.test/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(outDir, path.endsWith('/') ? `${path}index.html` : path);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
    return route.fulfill({ body: readFileSync(file), contentType: types[extname(file)] });
  });
  await page.goto(`http://built.test${STUDY}/`);
  const built = page.locator('img[alt="Northwind logo"]:visible').first();
  await expect
    .poll(() => built.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await built.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /^http:\/\/built\.test\/_img\/images\/case-studies\/northwind-logo-320\.(avif|webp)$/,
  );
});

test('a text file named .png and an SVG with a script are refused in plain words, and nothing is stored', async ({
  page,
}) => {
  const field = await openStudy(page);
  const src = field.locator('[id$="_logo_src"]');
  const before = await src.inputValue();
  await field.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Notes for the logo: blue, round, friendly.\n'),
  });
  await expect(field.getByRole('alert')).toHaveText(
    /^This file is not a picture: its content is not PNG, JPEG, WebP, AVIF, GIF or SVG, whatever its name says/,
  );
  await expect(src).toHaveValue(before);
  expect(existsSync(join(dir, 'public', 'images', 'case-studies', 'logo.png'))).toBe(false);

  // Pasted into the field: an SVG that would run a script when opened.
  await src.focus();
  await src.evaluate((input) => {
    const transfer = new DataTransfer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    transfer.items.add(new File([svg], 'badge.svg', { type: 'image/svg+xml' }));
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
  });
  await expect(field.getByRole('alert')).toHaveText(
    'This SVG cannot go on the site: it holds a script. Export it again as a plain drawing, or use a PNG.',
  );
  await expect(src).toHaveValue(before);
  expect(existsSync(join(dir, 'public', 'images', 'case-studies', 'badge.svg'))).toBe(false);
});

test('the media dialog: axe finds nothing, it works by keyboard, a picture pasted is listed at once, an unused one is deleted', async ({
  page,
}) => {
  const field = await openStudy(page);
  const opener = field.getByRole('button', { name: 'Media library…' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pictures of the site' });
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ of \d+ pictures$/);
  expect(await findAxeViolations(page, 'dialog[open]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A picture pasted into the field is listed at once by every picker, without a reload.
  const src = field.locator('[id$="_logo_src"]');
  const jpeg = await sharp({ create: { width: 320, height: 160, channels: 3, background: '#10b981' } })
    .jpeg()
    .toBuffer();
  await src.evaluate((input, base64) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], 'Spare Café.jpg'));
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
  }, jpeg.toString('base64'));
  const spare = '/images/case-studies/spare-cafe.jpg';
  await expect(field.getByRole('status')).toContainText(`Added ${spare}.`);
  await expect(page.locator(`datalist option[value="${spare}"]`).first()).toBeAttached();
  // Not saved: the page still shows the old logo, so nothing shows the new picture and it can go.
  await page.getByRole('button', { name: 'Revert to saved' }).click();

  await opener.click();
  await dialog.getByLabel('Search by name or page').fill('spare');
  const item = dialog.getByRole('listitem');
  await expect(item).toContainText('Not used');
  page.once('dialog', (confirm) => void confirm.accept());
  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText(`Deleted the picture ${spare}.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(existsSync(join(dir, 'public', spare))).toBe(false);
  await expect(page.locator(`datalist option[value="${spare}"]`)).toHaveCount(0);
});
