import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { editSiteCopy } from './support/edit-site-copy';
import { editorPages } from './support/editor-pages';

/**
 * Plain words on every screen of the editor: pages by their address and title, blocks by their name, fields
 * by their label, problems said as what to do in the editor; never `routes[24]`, a line number, a schema's
 * type name (CapabilityItem) or JSON. The CLI keeps its file:line:col report.
 */
const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.E2E_WORDS_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 29);
const { base, dir, resetCopy } = editSiteCopy({ name: 'editor-words', port });
const { openEditor } = editorPages(base);

test.describe.configure({ mode: 'serial', timeout: 600_000 });

/** Every name a schema gives a type of the code (CapabilityItem, NavItem, CaseStudyBodyBlock…): read from the schemas. */
function readTypeNames(): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      const { title, examples: _examples, default: _default, ...rest } = node as Record<string, unknown>;
      if (typeof title === 'string' && /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(title)) names.add(title);
      Object.values(rest).forEach(walk);
    }
  };
  const files = [
    ...readdirSync(join(root, 'blocks')).map((type) => join(root, 'blocks', type, 'schema.json')),
    ...readdirSync(join(root, 'schemas'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(root, 'schemas', file)),
  ];
  for (const file of files) walk(JSON.parse(readFileSync(file, 'utf8')));
  return [...names];
}

const typeNames = readTypeNames();
const DEVELOPER_WORDS: Array<[string, RegExp]> = [
  ['a place in the data', /\b(routes|blocks|items|collections)\[\d*/],
  ['a line number', /\blines? \d|\.ya?ml:\d|:\d+:\d+/i],
  ['JSON', /\{\s*"[^"]*"\s*:/],
  ['the form library’s fallback', /Unsupported field schema/i],
  ['a schema’s type name', new RegExp(`\\b(${typeNames.join('|')})\\b`)],
];

/** What of the developer's words a text shows, each with a little of the text around it. */
function findDeveloperWords(text: string): string[] {
  return DEVELOPER_WORDS.flatMap(([what, pattern]) => {
    const found = new RegExp(pattern.source, `${pattern.flags}g`);
    return [...text.matchAll(found)].map(
      (match) => `${what}: …${text.slice(Math.max(0, match.index - 60), match.index + 60).replace(/\s+/g, ' ')}…`,
    );
  });
}

/** Opens every block's form and every folded group, then reads what the screen shows. */
async function readScreen(page: Page): Promise<string> {
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
  return page.locator('body').innerText();
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
    const text = await readScreen(page);
    shown.push(text);
    for (const found of findDeveloperWords(text)) expect.soft(found, `on ${where}`).toBe('');
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
