import { expect, type Page } from '@playwright/test';

/** The solution page a marketing manager adds in the editor's tests: its title, address and texts. */
export const QUANTUM = {
  title: 'Quantum Readiness',
  path: '/solutions/quantum-readiness',
  summary: 'Prepare your encryption for quantum computers.',
  hero: 'We find the encryption quantum computers will break and replace it in time.',
  capabilities: [
    ['shield', 'Cryptography Inventory', 'Every key, certificate and algorithm you depend on, found and listed.'],
    ['workflow', 'Migration Roadmap', 'The order to replace them in, fitted to your release cycles.'],
    ['lock', 'Post-Quantum Algorithms', 'NIST-standard algorithms, deployed alongside the ones you have.'],
    ['target', 'Crypto Agility', 'Swap algorithms later by configuration, not by rewriting code.'],
  ],
} as const;

/** New page in the editor, the solution template (in no menu: they are full), its title, summary and icon; waits for its form. */
export async function startSolutionPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Page title').fill(QUANTUM.title);
  await expect(dialog.getByLabel('Template')).toHaveValue('solution');
  await expect(dialog.getByLabel('Address (path)')).toHaveValue(QUANTUM.path);
  // The menus have the spec's counts (count:): none takes a seventh page, so none is offered.
  await expect(dialog.getByLabel('Header menu')).toHaveValue('');
  await expect(dialog.getByLabel('Header menu').locator('option')).toHaveText(['— not in a menu —']);
  await dialog.getByLabel('One-line summary for its card').fill(QUANTUM.summary);
  await dialog.getByLabel('Icon').selectOption('shield');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Page ${QUANTUM.path}` })).toBeVisible();
  await expect(page.getByText(`added ${QUANTUM.title} to the solutions list`)).toBeVisible();
}

/**
 * The new page's texts in place of the template's placeholders: its search description, the hero, four
 * capabilities, and where "Browse Next" leads (AI Solutions).
 */
export async function writeSolutionPage(page: Page): Promise<void> {
  await page
    .locator('#fields_description')
    .fill('Quantum readiness from Voltaic Labs: post-quantum cryptography, planned.');
  await page.locator('#page-b0_description').fill(QUANTUM.hero);
  await page.locator('#page-block-1-toggle').click();
  await page.locator('#page-block-1').getByRole('button', { name: '+ Add item' }).click();
  for (const [index, [icon, title, description]] of QUANTUM.capabilities.entries()) {
    await page.locator(`#page-b1_items_${index}_icon`).selectOption(icon);
    await page.locator(`#page-b1_items_${index}_title`).fill(title);
    await page.locator(`#page-b1_items_${index}_description`).fill(description);
  }
  await page.locator('#page-block-3-toggle').click();
  await page.locator('#page-b3_label').fill('AI Solutions');
  await page.locator('#page-b3_href').fill('/solutions/ai');
}
