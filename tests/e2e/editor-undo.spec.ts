import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { editSiteCopy } from './support/edit-site-copy';
import { editorPages } from './support/editor-pages';

/**
 * Nothing is lost and everything can be undone: leaving a page with unsaved changes asks first, a reload
 * offers them back, and Undo and Redo step through every change, in the form and the YAML view alike.
 */
const port = Number(process.env.E2E_UNDO_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 12);
const { base, originals, readCopy, resetCopy } = editSiteCopy({ name: 'editor-undo', port });
const { openEditor, openPage, openEditorAt, saveButton } = editorPages(base);

// Each test saves the page many times, and each save runs the site's check.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeEach(() => resetCopy());

const unsaved = (page: Page) => page.getByText('· unsaved changes');
const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });
const redoButton = (page: Page) => page.getByRole('button', { name: 'Redo', exact: true });
const yamlText = (page: Page) => page.getByRole('textbox', { name: 'YAML of site.yaml' });

/** Every field of the open page's form, by its id, as it shows now. */
function readForm(page: Page): Promise<Record<string, string>> {
  return page
    .locator('.editor')
    .evaluate((editor) =>
      Object.fromEntries(
        [...editor.querySelectorAll<HTMLInputElement>('input[id], textarea[id], select[id]')].map((field) => [
          field.id,
          field.type === 'checkbox' ? String(field.checked) : field.value,
        ]),
      ),
    );
}

/** Saves, waits until the page has no unsaved changes, and returns the file as written. */
async function save(page: Page): Promise<string> {
  await saveButton(page).click();
  await expect(unsaved(page)).toHaveCount(0);
  await expect(saveButton(page)).toBeEnabled();
  return readCopy();
}

/** Answers the next dialog (a confirm, or the browser's question before leaving), after checking its kind. */
function answerNextDialog(page: Page, type: 'confirm' | 'beforeunload', accept: boolean, saying?: string) {
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe(type);
    if (saying) expect(dialog.message()).toContain(saying);
    void (accept ? dialog.accept() : dialog.dismiss());
  });
}

test('with unsaved changes, choosing another page asks first; cancelling keeps every change, leaving drops them', async ({
  page,
}) => {
  await openEditorAt(page, '/contact');
  await page.locator('#fields_title').fill('Talk to Us | Voltaic Labs');
  await page.locator('#page-b0_title').fill('Talk to Us');
  const typed = await readForm(page);
  const nav = page.getByRole('navigation', { name: 'Pages and collections' });

  answerNextDialog(page, 'confirm', false, 'Page /contact has changes that are not saved. Leave it and lose them?');
  await nav.getByRole('button', { name: /^\/about\b/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /contact' })).toBeVisible();
  await expect(unsaved(page)).toBeVisible();
  expect(await readForm(page)).toEqual(typed);
  // New page (a job that writes the file) asks too.
  answerNextDialog(page, 'confirm', false, 'Page /contact has changes that are not saved.');
  await page.getByRole('button', { name: 'New page' }).click();
  await expect(page.getByRole('dialog', { name: 'New page' })).toHaveCount(0);
  expect(await readForm(page)).toEqual(typed);

  answerNextDialog(page, 'confirm', true);
  await nav.getByRole('button', { name: /^\/about\b/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /about' })).toBeVisible();
  // Nothing was saved, and nothing is offered back: the person chose to leave them.
  await openPage(page, '/contact');
  await expect(page.locator('#fields_title')).toHaveValue('Contact Us | Voltaic Labs');
  await expect(page.getByText(/You have unsaved changes/)).toHaveCount(0);
  expect(readCopy()).toBe(originals.get('site.yaml'));
});

test('a reload asks first and offers the unsaved changes back; Restore brings them back exactly', async ({ page }) => {
  await openEditorAt(page, '/contact/received');
  await page.locator('#fields_title').fill('Thanks | Voltaic Labs');
  await page.locator('#page-b0').getByRole('button', { name: '+ Add item' }).click();
  await page.locator('#page-b0_buttons_1_label').fill('Our Solutions');
  await page.locator('#page-b0_buttons_1_href').fill('/solutions/ai');
  await page.getByLabel('Add a block').selectOption('next-link');
  await page.getByRole('button', { name: 'Add block' }).click();
  const typed = await readForm(page);

  answerNextDialog(page, 'beforeunload', true);
  await page.reload();
  const notice = page.getByRole('status').filter({ hasText: 'You have unsaved changes from' });
  await expect(notice.locator('p')).toHaveText(/^You have unsaved changes from .+ on Page \/contact\/received\.$/);
  await notice.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Page /contact/received' })).toBeVisible();
  await expect(unsaved(page)).toBeVisible();
  await expect(page.locator('#page-b0_buttons_1_href')).toHaveValue('/solutions/ai');
  // The page opens with its saved block open: the added one is opened to compare its fields too.
  await page.locator('#page-block-1-toggle').click();
  expect(await readForm(page)).toEqual(typed);
  await expect(notice).toHaveCount(0);
  // Restoring is a step: Undo takes the changes away again, Redo brings them back.
  await undoButton(page).click();
  await expect(page.locator('#fields_title')).toHaveValue('Message Received | Voltaic Labs');
  await redoButton(page).click();
  expect(await readForm(page)).toEqual(typed);

  // Once saved, nothing is offered after a reload (and nothing is asked).
  const saved = await save(page);
  expect(saved).toContain('    title: Thanks | Voltaic Labs\n');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose a page or an entry on the left' })).toBeVisible();
  await expect(page.getByText(/You have unsaved changes/)).toHaveCount(0);
});

test('changes kept from a closed tab are offered on their page too, and Discard forgets them', async ({ page }) => {
  await openEditorAt(page, '/contact');
  await page.locator('#page-b0_title').fill('Talk to Us');
  // The tab is closed (and the editor stopped meanwhile): a new one opens the editor again.
  await page.close({ runBeforeUnload: false });
  const next = await page.context().newPage();
  await openEditor(next);
  await expect(next.getByRole('status').filter({ hasText: 'You have unsaved changes from' })).toContainText(
    'on Page /contact.',
  );
  await openPage(next, '/contact');
  const offer = next.getByRole('status').filter({ hasText: 'You have unsaved changes from' });
  // On the page itself, once: the page is said by its heading.
  await expect(offer).toHaveCount(1);
  await expect(offer).not.toContainText('on Page /contact');
  await expect(next.locator('#page-b0_title')).toHaveValue('Get in Touch');
  await offer.getByRole('button', { name: 'Discard' }).click();
  await expect(offer).toHaveCount(0);
  await expect(next.locator('#page-b0_title')).toHaveValue('Get in Touch');
  await next.reload();
  await expect(next.getByRole('heading', { name: 'Choose a page or an entry on the left' })).toBeVisible();
  await expect(next.getByText(/You have unsaved changes/)).toHaveCount(0);
});

test('ten edits undone one by one give back each saved file, and redone, also after saving', async ({ page }) => {
  await openEditorAt(page, '/contact/received');
  const hero = page.locator('#page-b0');
  const edits: Array<() => Promise<unknown>> = [
    () => page.locator('#fields_title').fill('Thanks | Voltaic Labs'),
    () => page.locator('#page-b0_title').fill('Thank You'),
    () => hero.getByRole('button', { name: '+ Add item' }).click(),
    () => page.locator('#page-b0_buttons_1_label').fill('Our Solutions'),
    () => page.locator('#page-b0_buttons_1_href').fill('/solutions/ai'),
    () => hero.getByRole('button', { name: 'Move this item up' }).last().click(),
    async () => {
      await page.getByLabel('Add a block').selectOption('next-link');
      await page.getByRole('button', { name: 'Add block' }).click();
    },
    () => page.getByRole('button', { name: 'Move block 2 up' }).click(),
    () => page.getByRole('button', { name: 'Duplicate block 2' }).click(),
    () => {
      answerNextDialog(page, 'confirm', true);
      return page.getByRole('button', { name: 'Delete block 1' }).click();
    },
  ];
  const files = [readCopy()];
  for (const edit of edits) {
    await edit();
    files.push(await save(page));
  }
  expect(new Set(files).size).toBe(files.length);

  // Undone one by one, by the keyboard, each saved: the site as the file said after the edit before. (Saving
  // writes only the lines that change, so a list may come back written in another style: the data is compared.)
  for (let step = edits.length - 1; step >= 0; step--) {
    await page.keyboard.press('ControlOrMeta+z');
    await expect(unsaved(page)).toBeVisible();
    expect(parse(await save(page)), `undoing edit ${step + 1}`).toEqual(parse(files[step]));
  }
  await expect(undoButton(page)).toBeDisabled();

  // Redone: by both keys, and the button.
  for (let step = 1; step <= edits.length; step++) {
    if (step % 3 === 0) await redoButton(page).click();
    else await page.keyboard.press(step % 3 === 1 ? 'ControlOrMeta+Shift+z' : 'Control+y');
    if (step === 5) expect(parse(await save(page))).toEqual(parse(files[5]));
  }
  await expect(redoButton(page)).toBeDisabled();
  expect(parse(await save(page))).toEqual(parse(files[edits.length]));
});

test('typing in one field is one step per pause, and Ctrl+Z in the text box is the page’s undo', async ({ page }) => {
  await page.clock.install();
  await openEditorAt(page, '/contact');
  const title = page.locator('#page-b0_title');
  await title.click();
  await page.keyboard.press('End');
  // The page joins keys typed less than a second apart: its clock stands still while each run of keys is
  // typed (its timers still run), however long a busy machine takes over them, then moves on two seconds.
  const now = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(now);
  await page.keyboard.type(' Today');
  await page.clock.setFixedTime(now + 2000);
  await page.keyboard.type(', please');
  await expect(title).toHaveValue('Get in Touch Today, please');
  // The text box's own undo would take back a few letters at a time; the page's takes back what was typed
  // before each pause.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(title).toHaveValue('Get in Touch Today');
  await expect(title).toBeFocused();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(title).toHaveValue('Get in Touch');
  await expect(unsaved(page)).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(title).toHaveValue('Get in Touch Today');
  // A new edit ends what could be redone.
  await page.keyboard.type('!');
  await expect(redoButton(page)).toBeDisabled();
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(title).toHaveValue('Get in Touch Today!');
});

test('one history for the form and the YAML view: undo goes back into the form', async ({ page }) => {
  await page.clock.install();
  await openEditorAt(page, '/contact');
  // The note's keys are one step however long a busy machine takes to type them (see above).
  await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
  await page.locator('#fields_title').fill('Talk to Us | Voltaic Labs');
  await page.getByRole('button', { name: 'YAML', exact: true }).click();
  await yamlText(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n# a note');
  const note = page.locator('.cm-line', { hasText: '# a note' });
  await expect(note).toBeVisible();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(note).toHaveCount(0);
  await expect(yamlText(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(page.locator('#fields_title')).toHaveValue('Contact Us | Voltaic Labs');
  await expect(page.getByRole('button', { name: 'Form', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Redo goes back into the YAML view, with the form's change written in its text (the file below says so).
  await redoButton(page).click();
  await expect(page.getByRole('button', { name: 'YAML', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await redoButton(page).click();
  await expect(note).toBeVisible();
  const saved = await save(page);
  expect(saved).toBe(
    `${originals.get('site.yaml')!.replace('    title: Contact Us | Voltaic Labs', '    title: Talk to Us | Voltaic Labs')}\n# a note`,
  );
});

test('Undo and Redo are named buttons, unavailable when there is nothing to undo or redo, and work by keyboard', async ({
  page,
}) => {
  await openEditorAt(page, '/contact');
  const undo = undoButton(page);
  const redo = redoButton(page);
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();
  await page.locator('#fields_title').fill('Talk to Us | Voltaic Labs');
  await expect(undo).toBeEnabled();
  await expect(redo).toBeDisabled();

  const title = page.locator('#fields_title');
  /** Tab to the button, see the focus shown on it, press `key`, and read the title. */
  const pressWithKeyboard = async (button: typeof undo, key: string, expected: string) => {
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(button).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press(key);
    await expect(title).toHaveValue(expected);
  };
  // From the view switch before them.
  await page.getByRole('button', { name: 'YAML', exact: true }).focus();
  await pressWithKeyboard(undo, 'Enter', 'Contact Us | Voltaic Labs');
  // Nothing more to undo: the button says so, keeps the focus, and does nothing.
  await expect(undo).toBeDisabled();
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(title).toHaveValue('Contact Us | Voltaic Labs');
  await pressWithKeyboard(redo, 'Space', 'Talk to Us | Voltaic Labs');
  await expect(redo).toBeDisabled();
});
