import type { Page, Response } from '@playwright/test';

/** Opens a page and waits until React has hydrated it (the app marks <html data-js>), as a visitor's clicks need. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator('html[data-js]').waitFor({ state: 'attached' });
  return response;
}
