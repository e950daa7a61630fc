import { expect, test, type Page } from '@playwright/test';
import { serveHarness } from './support/serve-harness';

/**
 * The primitives of src/ui in Chromium, on a page of their own (tests/e2e/harnesses/ui-harness), built with Vite as
 * the site is and served to the browser from the build folder.
 */
test.describe.configure({ mode: 'default' });

const origin = 'http://ui-harness.test';
const harness = serveHarness('ui-harness', origin);

/** Opens a demo and records the scripts the page asks for. */
async function openDemo(page: Page, demo: string): Promise<string[]> {
  const scripts: string[] = [];
  await harness.serve(page, (path) => scripts.push(path));
  await page.goto(`${origin}/?demo=${demo}`);
  await expect(page.getByRole('button').first()).toBeVisible();
  return scripts;
}

test.describe('Dialog', () => {
  test('loads on first open; is named by its title, keeps focus inside, honours its size, locks scrolling; Escape closes it and focus returns', async ({
    page,
  }) => {
    const scripts = await openDemo(page, 'dialog');
    expect(scripts.filter((path) => path.includes('modal-dialog'))).toEqual([]);
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Demo dialog' });
    await expect(dialog).toBeVisible();
    expect(scripts.filter((path) => path.includes('modal-dialog'))).toHaveLength(1);

    const panel = dialog.locator('[data-dialog-panel]');
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(400);
    expect(box.height).toBeLessThanOrEqual(300);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    const focused: string[] = [];
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      focused.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
        ),
      );
    }
    expect(new Set(focused)).toEqual(new Set(['Close', 'Inside one', 'Inside two']));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');

    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('notices', () => {
  const start = new Date('2026-03-02T10:00:00Z').getTime();

  // The installed clock runs in real time until the test pauses it a minute on: opening the demo on a busy
  // machine can take longer than a few seconds, and a pause in the past would fail.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: start });
  });

  const notices = (page: Page) => page.locator('[data-notice]');

  /**
   * Moves the page's clock on in steps of 100 ms, as time passes for a visitor: notistack starts a
   * notice's timer in a React effect, which must get its turn between timers.
   */
  async function advance(page: Page, ms: number) {
    for (let passed = 0; passed < ms; passed += 100) await page.clock.runFor(100);
  }

  test('load on first use; two in a row show one at a time, the newest; each hides after its time and is announced', async ({
    page,
  }) => {
    const scripts = await openDemo(page, 'notices');
    await page.clock.pauseAt(start + 60_000);
    expect(scripts.filter((path) => path.includes('notice-host'))).toEqual([]);

    await page.getByRole('button', { name: 'Show two in a row' }).click();
    await expect(notices(page).filter({ hasText: 'Second notice' })).toBeVisible();
    expect(scripts.filter((path) => path.includes('notice-host'))).toHaveLength(1);
    await advance(page, 1000);
    await expect(notices(page)).toHaveText(['Second notice']);
    await expect(page.getByRole('status')).toHaveText('Second notice');

    await advance(page, 1500);
    await expect(notices(page)).toHaveText(['Second notice']);
    await advance(page, 1500);
    await expect(notices(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Show success' }).click();
    // Its 3 s count from when it shows, which a busy machine may take a moment of the page's time to do.
    await expect(notices(page)).toHaveText(['Saved.']);
    await advance(page, 2500);
    await expect(notices(page)).toHaveText(['Saved.']);
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await advance(page, 1500);
    await expect(notices(page)).toHaveCount(0);
  });

  test('a destructive one is announced at once and stays until dismissed', async ({ page }) => {
    await openDemo(page, 'notices');
    await page.clock.pauseAt(start + 60_000);
    await page.getByRole('button', { name: 'Show destructive' }).click();
    await advance(page, 10_000);
    await expect(notices(page)).toHaveText(['Sending failed.']);
    await expect(page.getByRole('alert')).toHaveText('Sending failed.');
    await notices(page).getByRole('button', { name: 'Dismiss' }).click();
    await advance(page, 1000);
    await expect(notices(page)).toHaveCount(0);
  });
});

test.describe('Field', () => {
  test('shows its error under the control, marks it invalid, describes it with hint and error, and announces the error', async ({
    page,
  }) => {
    await openDemo(page, 'field');
    const input = page.getByRole('textbox', { name: 'Work email' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveAccessibleDescription('We reply within a day.');

    await input.fill('not-an-address');
    await page.getByRole('button', { name: 'Send' }).click();
    const error = page.getByText('Please enter a valid email address.');
    await expect(error).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('We reply within a day. Please enter a valid email address.');
    expect((await error.boundingBox())!.y).toBeGreaterThan((await input.boundingBox())!.y);
    expect(await error.evaluate((element) => element.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite');

    await input.fill('ada@analytical.example');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(error).toBeHidden();
    await expect(input).not.toHaveAttribute('aria-invalid');
  });
});
