import { expect, type Page } from '@playwright/test';

/** How the editor's specs open the editor at `base` and a page in it, and find Save, as a person would. */
export function editorPages(base: string) {
  const openEditor = async (page: Page) => {
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { name: 'Choose a page or an entry on the left' })).toBeVisible();
  };
  /** On a phone or a tablet the list of pages and entries is folded under a button: it is unfolded first. */
  const showOutline = async (page: Page) => {
    const toggle = page.getByRole('button', { name: 'Pages and entries' });
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Pages and collections' })).toBeVisible();
  };
  const openPage = async (page: Page, path: string) => {
    await showOutline(page);
    await page
      .getByRole('navigation', { name: 'Pages and collections' })
      .getByRole('button', { name: new RegExp(`^${path}\\b`) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 2, name: `Page ${path}` })).toBeVisible();
  };
  return {
    openEditor,
    showOutline,
    openPage,
    openEditorAt: async (page: Page, path: string) => {
      await openEditor(page);
      await openPage(page, path);
    },
    saveButton: (page: Page) => page.getByRole('button', { name: /^Save( as draft)?$/ }),
  };
}
