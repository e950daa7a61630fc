import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems } from './support/console-errors';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';
import { stubProviders } from './support/third-party-stubs';

const meeting = site.dialogs!.meeting;
const home = site.routes.find((route) => route.path === '/')!;
const heroButton = home.blocks
  .flatMap((block) => ('buttons' in block ? block.buttons : []))
  .find((button) => button.label === 'Book a Meeting')!;

const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test.describe('the Schedule a Meeting dialog', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Book a Meeting on / opens it: titled, focus kept inside, Escape closes it and focus returns to the button', async ({
    page,
  }) => {
    expect(heroButton.dialog).toBe('meeting');
    const problems = collectConsoleProblems(page);
    await gotoHydrated(page, '/');
    const opener = page.getByRole('main').getByRole('button', { name: 'Book a Meeting' });
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: meeting.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: meeting.title })).toBeVisible();
    await expect(dialog.getByRole('link', { name: site.settings.email })).toHaveAttribute(
      'href',
      `mailto:${site.settings.email}`,
    );
    await expect(dialog.getByRole('link', { name: meeting.contactLink!.label })).toHaveAttribute('href', '/contact');
    await expect.poll(() => rootOverflow(page)).toBe('hidden');
    const panelWidth = await dialog.evaluate(
      (element) => element.querySelector('[data-dialog-panel]')!.getBoundingClientRect().width,
    );
    // The spec's dialog: at most 600 px wide.
    expect(panelWidth).toBeLessThanOrEqual(600);

    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
    await expect.poll(() => rootOverflow(page)).not.toBe('hidden');
    expect(problems).toEqual([]);
  });

  test('in a 600 px tall window it stays within 90 % of the height and 600 px of width, and scrolls inside to its last line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    // The calendar as it is when its host answers (its 500 px box); one that cannot load leaves a few lines.
    await stubProviders(page);
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Book a Meeting' }).click();
    const dialog = page.getByRole('dialog', { name: meeting.title });
    const panel = dialog.locator('[data-dialog-panel]');
    await expect(panel).toBeVisible();
    // Once it has come in (it rises a few pixels as it opens).
    await expect(panel).not.toHaveAttribute('data-closed');
    const box = (await panel.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(0.9 * 600 + 0.5);
    expect(box.width).toBeLessThanOrEqual(600);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(600);
    // Its content is taller (the spec's 500 px calendar): it scrolls inside, and its last line can be reached.
    expect(await panel.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    const contact = dialog.getByRole('link', { name: meeting.contactLink!.label });
    await contact.scrollIntoViewIfNeeded();
    await expect(contact).toBeInViewport();
  });

  test("the footer's Book a Meeting opens it too; its close button closes it; its link goes to /contact", async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    const opener = page.getByRole('contentinfo').getByRole('button', { name: site.navigation.footer.button!.label });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: meeting.title });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('link', { name: meeting.contactLink!.label }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
  });

  test('moves under normal motion and not at all under reduced motion', async ({ page }) => {
    const panelTransition = async () => {
      await page.getByRole('main').getByRole('button', { name: 'Book a Meeting' }).click();
      const panel = page.getByRole('dialog').locator('[data-dialog-panel]');
      await expect(panel).toBeVisible();
      const seconds = await panel.evaluate((element) =>
        Math.max(
          ...getComputedStyle(element)
            .transitionDuration.split(',')
            .map((value) => parseFloat(value)),
        ),
      );
      await page.keyboard.press('Escape');
      return seconds;
    };
    await gotoHydrated(page, '/');
    expect(await panelTransition()).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    expect(await panelTransition()).toBeLessThan(0.001);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Book a Meeting is a link to the contact page', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('main').getByRole('link', { name: 'Book a Meeting' });
    await expect(link).toHaveAttribute('href', heroButton.href);
    await link.click();
    await expect(page).toHaveURL(heroButton.href);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: site.settings.email })).toBeVisible();
  });
});
