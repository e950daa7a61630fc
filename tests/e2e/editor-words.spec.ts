import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { labelField } from '#site/fields/label-field';
import { findDeveloperWords } from './support/developer-words';
import { editSiteCopy } from './support/edit-site-copy';
import { editorPages } from './support/editor-pages';

/**
 * Plain words on every screen of the editor: pages by their address and title, blocks by their name, fields
 * by their label, a list's items by their number, collections by their names in words, problems said as what to
 * do in the editor; never `routes[24]`, a line number, a schema's type name (CapabilityItem), JSON, `items-1`,
 * `caseStudies`, and no YAML or code in a field's hint. The CLI keeps its file:line:col report.
 */
const port = Number(process.env.E2E_WORDS_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 29);
const { base, dir, resetCopy } = editSiteCopy({ name: 'editor-words', port });
const { openEditor } = editorPages(base);

test.describe.configure({ mode: 'serial', timeout: 600_000 });

/** What the screen shows, every block's form and every folded group opened: its text and names, and the fields' hints. */
async function readScreen(page: Page): Promise<{ text: string; hints: string[] }> {
  for (;;) {
    const closed = page.locator('.block__toggle[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  for (;;) {
    const folded = page.locator('main details:not([open]) > summary');
    if ((await folded.count()) === 0) break;
    await folded.first().click();
  }
  return page.evaluate(() => {
    // The YAML view's text is the file itself, written as YAML: what is judged is what the editor says about it.
    const text = document.body.cloneNode(true) as HTMLElement;
    text.querySelectorAll('.cm-content, .cm-gutters').forEach((element) => element.remove());
    document.body.append(text);
    text.style.position = 'absolute';
    const shown = text.innerText;
    text.remove();
    // The names a screen reader or voice control says: what a button or a field is called without its text.
    const names = [...document.querySelectorAll('[aria-label], [title]')].map(
      (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
    );
    const hints = [...document.querySelectorAll('.field-description, .field__help')].map(
      (hint) => (hint as HTMLElement).innerText,
    );
    return { text: [shown, ...names].join('\n'), hints };
  });
}

/** Writes slips into the copy of the site that each make a problem the editor shows (what the check finds in them). */
function damageCopy() {
  const edit = (file: string, change: (doc: ReturnType<typeof parseDocument>) => void) => {
    const doc = parseDocument(readFileSync(join(dir, file), 'utf8'));
    change(doc);
    writeFileSync(join(dir, file), String(doc));
  };
  edit('site.yaml', (doc) => {
    // /solutions/ai: a capability without its title (in a list item), a block id used twice, a broken link.
    doc.deleteIn(['routes', 8, 'blocks', 1, 'items', 0, 'title']);
    doc.setIn(['routes', 8, 'blocks', 2, 'id'], 'capabilities');
    doc.setIn(['routes', 8, 'blocks', 5, 'href'], '/solutions/data-analytic');
    // /privacy given the address of /terms; a field the page hero does not have on /about.
    doc.setIn(['routes', 21, 'path'], '/terms');
    doc.setIn(['routes', 20, 'blocks', 0, 'titel'], 'About us');
    // A case study the listing shows, without its picture.
    doc.deleteIn(['collections', 'caseStudies', 4, 'image']);
  });
  edit('pages/countries.yaml', (doc) => doc.setIn(['collections', 'countries', 1, 'code'], '+1'));
}

test('no screen of the editor shows routes[, a line number, a schema’s type name or JSON, even with problems', async ({
  page,
}) => {
  resetCopy();
  damageCopy();
  await openEditor(page);
  const shown: string[] = [];
  const look = async (where: string) => {
    const { text, hints } = await readScreen(page);
    shown.push(text);
    for (const found of findDeveloperWords(text)) expect.soft(found, `on ${where}`).toBe('');
    for (const found of hints.flatMap((hint) => findDeveloperWords(hint, 'hint')))
      expect.soft(found, `in a hint on ${where}`).toBe('');
  };

  // The site's problems, in the editor's words: where by page, block and label; what to do in the editor.
  const problems = page.getByRole('region', { name: /^Problems in the site/ });
  await expect(problems).toContainText('Page /solutions/ai');
  await look('the list of pages');
  await expect(problems).toContainText(/block 2 \(Capability list\) › Items › item 1 › Title/);
  await expect(problems).toContainText('"Title" is required and is empty');
  await expect(problems).toContainText('Fill in "Title".');
  await expect(problems).toContainText('another page already has the address "/terms"');
  await expect(problems).toContainText('Choose a picture for "Image" in this entry');
  await expect(problems).toContainText('Choose an existing page for this link');
  await expect(problems).toContainText('Code "+1" is already used by "united-states-canada"');
  await expect(problems).toContainText('Case studies entry “yash” › Image');

  const nav = page.getByRole('navigation', { name: 'Pages and collections' });
  const pages = nav.locator('ul').first().getByRole('button');
  const count = await pages.count();
  expect(count).toBeGreaterThan(20);
  for (let index = 0; index < count; index++) {
    const name = (await pages.nth(index).innerText()).split('\n')[0];
    await pages.nth(index).click();
    await expect(page.locator('#editor-heading')).toContainText(name);
    await expect(page.getByRole('region', { name: /^Page settings|^Entry fields/ })).toBeVisible();
    await look(`the page ${name}`);
  }
  // A page's own problems say where on it, and the field shows its message.
  await nav.getByRole('button', { name: /^\/solutions\/ai / }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /solutions/ai' })).toBeVisible();
  await expect(page.locator('.block__type').nth(1)).toHaveText('Capability list');
  await expect(page.getByRole('region', { name: 'Problems on this page' })).toContainText(
    'block 3 (Capability list) › Id: block 2 of this page has the id "capabilities" already',
  );

  // The lists of entries, by their names in words: "Case studies", never caseStudies.
  const outline = (await (await page.request.get(`${base}/api/outline`)).json()) as { collections: object };
  const collections = Object.keys(outline.collections);
  await expect(nav.locator('details > summary')).toHaveText(
    collections.map((name) => new RegExp(`^${labelField(name)} \\(\\d+\\)$`)),
  );
  for (const group of await nav.locator('details').all()) {
    await group.locator('summary').click();
    const entries = group.getByRole('button', { name: /^(?!\+ New)/ });
    const total = await entries.count();
    for (let index = 0; index < total; index++) {
      await entries.nth(index).click();
      await expect(page.getByRole('region', { name: 'Entry fields' })).toBeVisible();
      await look(`the entry ${await entries.nth(index).innerText()}`);
    }
  }

  // The forms of every block type, as a new block of each starts.
  await nav.getByRole('button', { name: /^\/contact\/received\b/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /contact/received' })).toBeVisible();
  const add = page.getByLabel('Add a block');
  const types = (await add.locator('option').allInnerTexts()).slice(1);
  expect(types.length).toBeGreaterThan(15);
  for (const type of types) {
    await add.selectOption({ label: type });
    await page.getByRole('button', { name: 'Add block' }).click();
  }
  for (const type of types) await expect(page.locator('.block__type', { hasText: type }).first()).toBeVisible();
  await look('a page holding a new block of every type');

  // What was read is what a person sees: the check's words reached the screen (the soft checks above had text to read).
  expect(shown.join('\n')).toContain('Capability list');
});

test('the YAML view says a slip in words, without a line number, and Show me goes to its line', async ({ page }) => {
  resetCopy();
  await openEditor(page);
  await page
    .getByRole('navigation', { name: 'Pages and collections' })
    .getByRole('button', { name: /^\/contact / })
    .click();
  await page.getByRole('button', { name: 'YAML', exact: true }).click();
  const text = page.getByRole('textbox', { name: 'YAML of site.yaml' });
  await expect(text).toBeVisible();

  // A field indented further than the lines around it, as a slip of the space bar makes it.
  await text.locator('.cm-line', { hasText: 'company: Voltaic Labs' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('   founded: "2020"');
  const problems = page.getByRole('region', { name: 'Problems in this file' });
  // Where, by the part of the file it is in (the slip may have made a key of the text after it): Show me is the spot.
  await expect(problems).toContainText('Settings: this line is indented further than the lines around it');
  const { text: said } = await readScreen(page);
  for (const found of findDeveloperWords(said)) expect.soft(found, 'on the YAML view with a slip').toBe('');

  // The underline's own words, as hovering it shows them: the same, with no line number either.
  await text.locator('.cm-lintRange-error').first().hover();
  const tooltip = page.locator('.cm-tooltip-lint');
  await expect(tooltip).toContainText('indented further');
  for (const found of findDeveloperWords(await tooltip.innerText()))
    expect.soft(found, 'in the underline’s words').toBe('');

  // Show me: the cursor goes to the line, which is marked, and the text has the focus to fix it at once.
  await text.locator('.cm-line', { hasText: 'company: Voltaic Labs' }).click();
  await problems.getByRole('button', { name: /^Show me: .*indented further/ }).click();
  await expect(page.locator('.yaml-view__shown')).toHaveText(/^\s+founded: "2020"$/);
  await expect(page.locator('.cm-activeLine')).toHaveText(/founded/);
  await expect(text).toBeFocused();
  // The mark stays until the person changes the text.
  await page.keyboard.press('End');
  await page.keyboard.type(' ');
  await expect(page.locator('.yaml-view__shown')).toHaveCount(0);
});
