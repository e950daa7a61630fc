import { expect, test, type Page } from '@playwright/test';
import { labelField } from '#site/fields/label-field';
import { editSiteCopy } from './support/edit-site-copy';
import { editorPages } from './support/editor-pages';
import { findAxeViolations } from './support/find-axe-violations';

/**
 * The editor on a phone (390 px), a tablet (820 px) and a desktop (1280 px): every screen usable without
 * scrolling the page sideways, Save and the problems in reach, and nothing axe finds against WCAG 2.2 AA.
 */
const port = Number(process.env.E2E_PHONE_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 13);
const { base, readCopy, resetCopy } = editSiteCopy({ name: 'editor-phone', port });
const { openEditor, openPage, showOutline, saveButton } = editorPages(base);

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeEach(() => resetCopy());

const outline = (page: Page) => page.getByRole('navigation', { name: 'Pages and collections' });

async function openEntry(page: Page, collection: string, id: string): Promise<void> {
  await showOutline(page);
  const list = outline(page)
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: new RegExp(`^${labelField(collection)} \\(`) }) });
  await list.locator('summary').click();
  await list.getByRole('button', { name: new RegExp(`\\b${id}$`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${labelField(collection)} entry ${id}` })).toBeVisible();
}

/** Each screen of the editor, as a person reaches it from the start. */
const screens: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
  { name: 'the page list', open: showOutline },
  {
    name: 'a page’s form, with its preview',
    open: async (page) => {
      await openPage(page, '/contact');
      await page.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
      // The page is in the frame: axe looks into it too.
      await expect(page.getByText('Preparing the preview…')).toHaveCount(0);
    },
  },
  {
    name: 'the form of every block type (one of each added to a page)',
    open: async (page) => {
      await openPage(page, '/privacy');
      const type = page.getByLabel('Add a block');
      const types = (
        await type
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
      ).filter(Boolean);
      for (const name of types) {
        await type.selectOption(name);
        await page.getByRole('button', { name: 'Add block' }).click();
      }
      await expect(page.getByTestId('block')).toHaveCount(2 + types.length);
    },
  },
  { name: 'a collection entry’s form', open: (page) => openEntry(page, 'facts', 'ai') },
  {
    name: 'the YAML view',
    open: async (page) => {
      await openPage(page, '/contact');
      await page.getByRole('button', { name: 'YAML', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'YAML of site.yaml' })).toBeVisible();
    },
  },
  {
    name: 'the media dialog',
    open: async (page) => {
      await openEntry(page, 'caseStudies', 'rotana');
      await page.getByRole('button', { name: 'Media library…' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Pictures of the site' })).toBeVisible();
    },
  },
  {
    name: 'the New page dialog',
    open: async (page) => {
      await page.getByRole('button', { name: 'New page' }).click();
      await expect(page.getByRole('dialog', { name: 'New page' })).toBeVisible();
    },
  },
  {
    name: 'the New case study form',
    open: async (page) => {
      await page.getByRole('button', { name: 'New case study' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'New case study' })).toBeVisible();
    },
  },
];

/** The widths the editor is checked at: a phone, a tablet, a laptop. */
const WIDTHS = [390, 820, 1280];
const HEIGHTS: Record<number, number> = { 390: 844, 820: 1180, 1280: 800 };

/** Nothing is wider than the window: the page never scrolls sideways. A failure names what sticks out. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const sticking = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const sticksOut = (element: Element | null) => !!element && element.getBoundingClientRect().right > width + 1;
    return [...document.querySelectorAll('body *')]
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}#${element.id}`);
  });
  expect(sticking, `${where}: wider than the window`).toEqual([]);
}

for (const width of WIDTHS) {
  test(`at ${width} px every screen fits the width and axe finds nothing on it`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: HEIGHTS[width] });
    const found: string[] = [];
    for (const [index, screen] of screens.entries()) {
      await openEditor(page);
      await screen.open(page);
      await expectNoSidewaysScroll(page, screen.name);
      // For a person to look at: test-results/…/<width>-<n>.png.
      await page.screenshot({ path: testInfo.outputPath(`${width}-${index + 1}.png`) });
      for (const violation of await findAxeViolations(page)) found.push(`${screen.name}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}

for (const width of [390, 820]) {
  test(`at ${width} px a page is changed and saved, and the site's problems are opened from the top`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: HEIGHTS[width] });
    await openEditor(page);
    await openPage(page, '/contact');
    const title = page.locator('#fields_title');
    await title.fill('Talk to Us | Voltaic Labs');
    // Save is in sight wherever the form is scrolled to: at its last field too.
    await page.getByRole('button', { name: 'Add block' }).scrollIntoViewIfNeeded();
    await expect(saveButton(page)).toBeInViewport();
    await saveButton(page).click();
    await expect(page.getByText('Saved. The check passes.')).toBeAttached();
    expect(readCopy()).toContain('    title: Talk to Us | Voltaic Labs\n');

    // A title left empty is saved as a draft; the top of the editor leads to the site's problems.
    await title.fill('');
    await saveButton(page).click();
    await expect(page.getByText(/^Saved as a draft/)).toBeAttached();
    expect(readCopy()).not.toContain('Talk to Us | Voltaic Labs');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Show the problems' }).click();
    const problems = page.getByRole('region', { name: 'Problems in the site' });
    await expect(problems).toBeFocused();
    await expect(problems).toBeInViewport();
    await expect(problems).toContainText('"Title" is required and is empty');
    await expectNoSidewaysScroll(page, 'the page with its problems');
  });
}

test('at 390 px the list, a page and Save work by keyboard alone, the focus always seen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page);
  /** Tabs (or goes back with Shift+Tab) until `target` has the focus, checking that every element on the way shows it. */
  const tabTo = async (target: ReturnType<Page['locator']>, key = 'Tab') => {
    for (let presses = 0; presses < 80; presses++) {
      await page.keyboard.press(key);
      const outline = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const style = getComputedStyle(focused);
        return `${focused.tagName} ${focused.textContent?.slice(0, 30)}: ${style.outlineStyle} ${style.outlineWidth}`;
      });
      expect(outline, 'the focus is shown').not.toMatch(/: none |: \S+ 0px$/);
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error('not reached by Tab');
  };
  const toggle = page.getByRole('button', { name: 'Pages and entries' });
  await tabTo(toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await tabTo(
    outline(page)
      .getByRole('button', { name: /^\/contact\b/ })
      .first(),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Page /contact' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await tabTo(page.locator('#fields_title'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Talk to Us | Voltaic Labs');
  // The header's buttons come before the form: Save is one step back from its first field.
  await tabTo(saveButton(page), 'Shift+Tab');
  await expect(saveButton(page)).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect.poll(() => readCopy()).toContain('    title: Talk to Us | Voltaic Labs\n');
});
