import type { Locator, Page } from '@playwright/test';

/** Opens the header's menu `title` with a click and returns its panel (the element its trigger controls). */
export async function openHeaderMenu(page: Page, title: string): Promise<Locator> {
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: title });
  await trigger.click();
  return page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
}
