import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ContactFormBlock } from '#generated/site-types';
import { readContrast } from './support/contrast';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';
import { stubProviders } from './support/third-party-stubs';

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

/** Opens Schedule a Meeting over /case-studies at width × 800 px, its calendar shown as a visitor sees it (500 px). */
async function openMeetingDialog(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await stubProviders(page);
  await gotoHydrated(page, '/case-studies');
  await page.getByRole('banner').getByRole('button', { name: 'Book a Meeting' }).click();
  const dialog = page.getByRole('dialog', { name: site.dialogs!.meeting.title });
  // The calendar in place, not the few lines left when it cannot load: those are 350 px shorter.
  await expect(dialog.locator('[data-scheduler="ready"]')).toBeVisible();
  return {
    dialog,
    calendar: dialog.locator('[data-scheduler]'),
    last: dialog.getByRole('link', { name: site.dialogs!.meeting.contactLink!.label }),
    panel: dialog.locator('[data-dialog-panel]'),
  };
}

const readBottom = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

test('at 1280 × 800 px the Schedule a Meeting dialog shows all of itself, its last control on screen, with nothing to scroll', async ({
  page,
}) => {
  const { last, panel } = await openMeetingDialog(page, 1280);
  await expect(last).toBeVisible();
  expect(await readBottom(last)).toBeLessThanOrEqual(800);
  const { scrollHeight, clientHeight } = await panel.evaluate((element) => ({
    scrollHeight: element.scrollHeight,
    clientHeight: element.clientHeight,
  }));
  expect(scrollHeight, 'the panel needs no scrolling').toBeLessThanOrEqual(clientHeight + 1);
});

test('at 390 × 800 px the Schedule a Meeting dialog keeps to 90 % of the screen, its calendar whole on screen, and scrolls inside to its last control', async ({
  page,
}) => {
  const { calendar, last, panel } = await openMeetingDialog(page, 390);
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.height).toBeLessThanOrEqual(800 * 0.9 + 1);
  const calendarBox = (await calendar.boundingBox())!;
  expect(calendarBox.height).toBe(site.settings.scheduler!.height);
  expect(calendarBox.y).toBeGreaterThanOrEqual(panelBox.y);
  expect(calendarBox.y + calendarBox.height, 'the calendar is whole on screen').toBeLessThanOrEqual(
    panelBox.y + panelBox.height,
  );
  await panel.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(last).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY), 'the page behind stays where it was').toBe(0);
});

/** The controls and links outside a sentence on the page now that are under 44 px either way, as "tag "name" w×h". */
const findSmallTargets = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button]',
    );
    for (const target of targets) {
      if (target.closest('[aria-hidden="true"]') || target.tabIndex < 0) continue;
      let box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      // A link stretched over its card by ::after is tapped anywhere on the card.
      const after = getComputedStyle(target, '::after');
      if (after.content !== 'none' && after.position === 'absolute' && target.offsetParent)
        box = target.offsetParent.getBoundingClientRect();
      // A link inside running text is exempt (WCAG 2.5.8): its sentence says more than the link alone.
      const parentText = target.parentElement?.textContent?.trim() ?? '';
      if (getComputedStyle(target).display === 'inline' && parentText !== target.textContent?.trim()) continue;
      if (box.width < 44 || box.height < 44)
        found.push(
          `${target.tagName.toLowerCase()} "${(target.getAttribute('aria-label') ?? target.textContent ?? '').trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return found;
  });

test('at 390 px every control and every link outside a sentence is at least 44 px tall and wide, on the pages a visitor taps most', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of ['/', '/contact', '/case-studies', '/case-study/cognatrix', '/solutions/ai', '/about']) {
    await gotoHydrated(page, path);
    expect(await findSmallTargets(page), path).toEqual([]);
  }
  // The few lines left where the calendar could not load: the booking page's button and the email.
  await stubProviders(page, { calendar: 'fail' });
  await gotoHydrated(page, '/contact');
  await expect(page.locator('[data-scheduler="failed"]')).toBeVisible();
  expect(await findSmallTargets(page), '/contact, the calendar failed').toEqual([]);
});
