import { expect, test, type Page } from '@playwright/test';
import type { ContactFormBlock } from '../../src/generated/site-types';
import { readContrast } from './support/contrast';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';

const form = site.routes
  .find((route) => route.path === '/contact')!
  .blocks.find((block) => block.type === 'contact-form') as ContactFormBlock;

const field = (page: Page, label: string) =>
  page.getByRole(label === form.labels.employees ? 'spinbutton' : 'textbox', { name: label, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: form.submitLabel });

for (const theme of ['light', 'dark'] as const) {
  test(`in the ${theme} theme every field's edge stands out 3:1 from the form around it and from its own inside`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await gotoHydrated(page, '/contact');
    const controls = page.getByRole('region', { name: form.title }).locator('input:not([type=hidden]), textarea');
    expect(await controls.count()).toBeGreaterThanOrEqual(7);
    for (const control of await controls.all()) {
      if (!(await control.isVisible())) continue;
      const name = (await control.getAttribute('name')) ?? '';
      for (const on of ['behind', 'self'] as const)
        expect(
          await readContrast(control, { property: 'border-top-color', on }),
          `${name} on ${on}`,
        ).toBeGreaterThanOrEqual(3);
    }
  });
}

test('after a failed submit the focus is on the first field to fix, here or after the next mistake', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  await field(page, form.labels.firstName).fill('Ada');
  await submit(page).click();
  await expect(field(page, form.labels.lastName)).toBeFocused();

  await field(page, form.labels.lastName).fill('Lovelace');
  await field(page, form.labels.email).fill('ada@gmail.com');
  await field(page, form.labels.phone).fill('+20 7946 0958');
  await submit(page).click();
  await expect(field(page, form.labels.email)).toBeFocused();
});

for (const width of [1280, 390]) {
  test(`at ${width} × 800 px the Schedule a Meeting dialog shows all of itself, its last control on screen, with nothing to scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/case-studies');
    await page.getByRole('banner').getByRole('button', { name: 'Book a Meeting' }).click();
    const dialog = page.getByRole('dialog', { name: site.dialogs!.meeting.title });
    const last = dialog.getByRole('link', { name: site.dialogs!.meeting.contactLink!.label });
    await expect(last).toBeVisible();
    const box = (await last.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    const panel = dialog.locator('[id^="headlessui-dialog-panel"]');
    const { scrollHeight, clientHeight } = await panel.evaluate((element) => ({
      scrollHeight: element.scrollHeight,
      clientHeight: element.clientHeight,
    }));
    expect(scrollHeight, 'the panel needs no scrolling').toBeLessThanOrEqual(clientHeight + 1);
  });
}
