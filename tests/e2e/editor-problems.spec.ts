import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { editSiteCopy } from './support/edit-site-copy';
import { editorPages } from './support/editor-pages';

/**
 * Problems you can trust: the marks at the fields, the lists and the top badge follow what is on screen (a fix
 * takes a problem away, an undo brings it back, and the badge says which are in unsaved changes), and choosing
 * a problem takes the person to its field, inside a list item or a folded block too.
 */
const port = Number(process.env.E2E_PROBLEMS_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 31);
const { base, dir, resetCopy } = editSiteCopy({ name: 'editor-problems', port });
const { openEditor, openEditorAt } = editorPages(base);

/** Opens /solutions/ai (its list entry, not /solutions/ai-business-solutions). */
async function openAiPage(page: Page) {
  await openEditor(page);
  await page
    .getByRole('navigation', { name: 'Pages and collections' })
    .getByRole('button', { name: /^\/solutions\/ai / })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /solutions/ai', exact: true })).toBeVisible();
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The copy of the site with two slips: the first capability of /solutions/ai has no title; a listed case study no picture. */
test.beforeEach(() => {
  resetCopy();
  const doc = parseDocument(readFileSync(join(dir, 'site.yaml'), 'utf8'));
  doc.deleteIn(['routes', 8, 'blocks', 1, 'items', 0, 'title']);
  doc.deleteIn(['collections', 'caseStudies', 4, 'image']);
  writeFileSync(join(dir, 'site.yaml'), String(doc));
});

const badge = (page: Page) => page.getByRole('banner').getByRole('status');
const pageProblems = (page: Page) => page.getByRole('region', { name: 'Problems on this page' });
const siteProblems = (page: Page) => page.getByRole('region', { name: 'Problems in the site' });
const MISSING = '"Title" is required and is empty';
const ITEM_TITLE = '#page-b1_items_0_title';

test('fixing a field takes its mark and its problem away at once; undo brings them back', async ({ page }) => {
  await openAiPage(page);
  await expect(badge(page)).toHaveText('2 problems: the build refuses the site');
  await expect(pageProblems(page)).toContainText(`block 2 (Capability list) › Items › item 1 › Title: ${MISSING}`);
  await page.locator('#page-block-1-toggle').click();
  await expect(page.locator(`${ITEM_TITLE}__error`)).toHaveText(MISSING);

  await page.locator(ITEM_TITLE).fill('AI Agents');
  await expect(page.locator(`${ITEM_TITLE}__error`)).toHaveCount(0);
  await expect(pageProblems(page)).toHaveCount(0);
  await expect(siteProblems(page)).not.toContainText(MISSING);
  // The badge follows the screen too: one problem left, the case study's picture, which is saved as it is.
  await expect(badge(page)).toHaveText('1 problem: the build refuses the site');

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator(ITEM_TITLE)).toHaveValue('');
  await expect(page.locator(`${ITEM_TITLE}__error`)).toHaveText(MISSING);
  await expect(pageProblems(page)).toContainText(MISSING);
  await expect(badge(page)).toHaveText('2 problems: the build refuses the site');
});

test('the top badge says which problems are in unsaved changes; a placeholder is an error as at build', async ({
  page,
}) => {
  await openEditorAt(page, '/contact');
  await expect(badge(page)).toHaveText('2 problems: the build refuses the site');
  await page.locator('#fields_title').fill('');
  await expect(badge(page)).toHaveText('3 problems: the build refuses the site (1 of them is in unsaved changes)');
  await expect(siteProblems(page).getByRole('listitem').filter({ hasText: 'Page /contact › Title' })).toContainText(
    '(in unsaved changes)',
  );
  await expect(siteProblems(page).getByRole('listitem').filter({ hasText: 'item 1 › Title' })).not.toContainText(
    'in unsaved changes',
  );

  // A placeholder text from a template: an error at its field and in the count, as the build says.
  await page.locator('#fields_title').fill('Contact Us | Voltaic Labs');
  await expect(badge(page)).toHaveText('2 problems: the build refuses the site');
  const placeholder = 'Say in two or three sentences what this solution does and for whom.';
  await page.locator('#page-b0_description').fill(placeholder);
  await expect(page.locator('#page-b0_description__error')).toHaveText(
    `"${placeholder}" is the template’s placeholder, not the page’s text`,
  );
  await expect(badge(page)).toHaveText('3 problems: the build refuses the site (1 of them is in unsaved changes)');
});

test('choosing a problem in a list item opens its block and focuses that field, from the page or the site list', async ({
  page,
}) => {
  await openAiPage(page);
  // The block is folded: choosing the problem opens it.
  await expect(page.locator(ITEM_TITLE)).toHaveCount(0);
  await pageProblems(page)
    .getByRole('button', { name: /item 1 › Title/ })
    .click();
  await expect(page.locator(ITEM_TITLE)).toBeFocused();
  await expect(page.locator(ITEM_TITLE)).toBeInViewport();

  // From another page, the site's list opens the page the problem is on, then its field.
  await page
    .getByRole('navigation', { name: 'Pages and collections' })
    .getByRole('button', { name: /^\/contact\b/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /contact' })).toBeVisible();
  await siteProblems(page)
    .getByRole('button', { name: /item 1 › Title/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /solutions/ai', exact: true })).toBeVisible();
  await expect(page.locator(ITEM_TITLE)).toBeFocused();
});

test('a listed case study without its picture leads to its picture field', async ({ page }) => {
  await openEditor(page);
  await siteProblems(page)
    .getByRole('button', { name: /Case studies entry “yash” › Image/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: '/case-study/yash (from Case studies)' })).toBeVisible();
  const focusedIn = () => page.evaluate(() => document.activeElement?.closest('#fields_image')?.id ?? 'elsewhere');
  await expect.poll(focusedIn).toBe('fields_image');
  await expect(page.getByRole('region', { name: 'Problems in this entry' })).toContainText(
    'Choose a picture for "Image" in this entry',
  );
});
