import { expect, test, type Page } from '@playwright/test';
import { CHAT_API_BASES } from '#site/third-party/third-party-hosts';
import { collectConsoleProblems } from './support/console-errors';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';
import { stubProviders } from './support/third-party-stubs';

const scheduler = site.settings.scheduler!;
const chat = site.settings.chat!;
const bookingPage = `${scheduler.origin}/${scheduler.calLink}`;
const contact = site.routes.find((route) => route.path === '/contact')!;
const schedulerBlock = contact.blocks.find((block) => block.type === 'meeting-scheduler')!;

type CalCall = { namespace: string; command: string; args: unknown[] };
const readChatCalls = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __intercom?: { loads: number; calls: unknown[][] } }).__intercom ?? {
        loads: 0,
        calls: [],
      },
  );
const readCalCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __cal?: { loads: number; calls: CalCall[] } }).__cal ?? { loads: 0, calls: [] },
  );
const boxHeight = (page: Page, scope = page.getByRole('main')) =>
  scope.locator('[data-scheduler]').evaluate((element) => element.getBoundingClientRect().height);

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('the chat widget', () => {
  test('is requested once with the app id, booted with the region’s api_base, and not booted again on navigation', async ({
    page,
  }) => {
    expect(site.settings.consent.required).toBe(false);
    const problems = collectConsoleProblems(page);
    const requests = await stubProviders(page);
    await gotoHydrated(page, '/');
    await expect
      .poll(async () => (await readChatCalls(page)).calls)
      .toEqual([['boot', { app_id: chat.appId, api_base: CHAT_API_BASES[chat.region] }]]);
    expect(requests.chat).toEqual([`https://widget.intercom.io/widget/${chat.appId}`]);

    // Client-side navigation keeps the app, and so the one Messenger.
    for (const link of site.navigation.footer.quickLinks.slice(0, 2)) {
      await page.getByRole('contentinfo').getByRole('link', { name: link.title, exact: true }).click();
      await expect(page).toHaveURL(link.href);
      await page.waitForLoadState('networkidle');
    }
    const after = await readChatCalls(page);
    expect(after.loads).toBe(1);
    expect(after.calls.filter(([command]) => command === 'boot')).toHaveLength(1);
    expect(after.calls.filter(([command]) => command === 'shutdown')).toHaveLength(0);
    expect(requests.chat).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('waits for the page to be idle or the first interaction: nothing is asked of the provider before hydration', async ({
    page,
  }) => {
    const requests = await stubProviders(page);
    // Both moments are taken in the page, on its own clock: when <html data-js> is set (the page's
    // content has hydrated) and when the chat's script is added.
    await page.addInitScript(() => {
      const moments: Record<string, number> = {};
      (window as unknown as { __moments: Record<string, number> }).__moments = moments;
      new MutationObserver(() => {
        if (!moments.hydrated && document.documentElement.hasAttribute('data-js')) moments.hydrated = performance.now();
        const chatAdded = [...document.scripts].some((script) => script.src.startsWith('https://widget.intercom.io/'));
        if (!moments.chatAdded && chatAdded) moments.chatAdded = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/');
    await expect.poll(() => requests.chat.length).toBe(1);
    const moments = await page.evaluate(() => (window as unknown as { __moments: Record<string, number> }).__moments);
    expect(moments.hydrated).toBeGreaterThan(0);
    expect(moments.chatAdded).toBeGreaterThan(moments.hydrated);
  });
});

test.describe('the meeting scheduler', () => {
  test(`on /contact: the ${scheduler.calLink} event inline in ${scheduler.layout}, ${scheduler.height} px high, a placeholder of that size while it loads`, async ({
    page,
  }) => {
    expect(scheduler.layout).toBe('month_view');
    expect(scheduler.height).toBe(500);
    const problems = collectConsoleProblems(page);
    const requests = await stubProviders(page, { calendar: 'hang' });
    await gotoHydrated(page, '/contact');
    const section = page.getByRole('region', { name: schedulerBlock.title });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Book a Meeting');
    await expect(section.getByRole('status')).toHaveText(scheduler.loadingText);
    expect(await boxHeight(page, section)).toBe(scheduler.height);

    requests.release();
    const frame = section.locator('iframe');
    await expect(frame).toBeVisible();
    await expect(section.getByRole('status')).toHaveCount(0);
    expect(await boxHeight(page, section)).toBe(scheduler.height);
    expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(
      scheduler.height - 2,
    );

    const { loads, calls } = await readCalCalls(page);
    expect(loads).toBe(1);
    expect(requests.calendar.filter((url) => url.endsWith('/embed/embed.js'))).toEqual([
      `${scheduler.origin}/embed/embed.js`,
    ]);
    const namespace = calls.find((call) => call.command === 'init')!.namespace;
    expect(
      calls
        .filter((call) => call.namespace === namespace && call.command !== 'on')
        .map(({ command, args }) => [command, ...args]),
    ).toEqual([
      ['init', { origin: scheduler.origin }],
      ['inline', { elementOrSelector: 'element', calLink: scheduler.calLink, config: { layout: 'month_view' } }],
      ['ui', { hideEventTypeDetails: false, layout: 'month_view' }],
    ]);
    expect(calLinkIsThirtyMinutes(scheduler.calLink)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('in the Schedule a Meeting dialog, with embed.js injected once for the page', async ({ page }) => {
    const requests = await stubProviders(page);
    await gotoHydrated(page, '/contact');
    await expect(page.getByRole('main').locator('iframe')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: site.navigation.footer.button!.label }).click();
    const dialog = page.getByRole('dialog', { name: site.dialogs!.meeting.title });
    await expect(dialog.locator('iframe')).toBeVisible();
    // Measured once the dialog has finished opening: while it scales in, its box is drawn smaller. The scaling
    // starts a frame or two after it opens (data-closed taken away), so no animation before that proves nothing.
    await expect(dialog.locator('[data-dialog-panel]')).not.toHaveAttribute('data-closed');
    await expect.poll(() => dialog.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
    expect(await boxHeight(page, dialog)).toBe(scheduler.height);
    const { loads, calls } = await readCalCalls(page);
    expect(loads).toBe(1);
    expect(requests.calendar.filter((url) => url.endsWith('/embed/embed.js'))).toHaveLength(1);
    const inline = calls.filter((call) => call.command === 'inline');
    expect(inline).toHaveLength(2);
    expect(new Set(inline.map((call) => call.namespace)).size).toBe(2);
    expect(inline.every((call) => (call.args[0] as { calLink: string }).calLink === scheduler.calLink)).toBe(true);
  });

  test('with the host refusing the connection, a few lines say so, with the booking page in a new tab and the email, and the site logs nothing', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()} @ ${message.location().url}`));
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await stubProviders(page, { calendar: 'fail' });
    await gotoHydrated(page, '/contact');
    const section = page.getByRole('region', { name: schedulerBlock.title });
    const link = section.getByRole('link', { name: scheduler.fallbackLabel });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', bookingPage);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(section.getByText(scheduler.failedText)).toBeVisible();
    await expect(section.getByRole('link', { name: site.settings.email })).toHaveAttribute(
      'href',
      `mailto:${site.settings.email}`,
    );
    // Not the calendar's 500 px of empty room: the few lines only.
    expect(await boxHeight(page, section)).toBeLessThanOrEqual(160);
    // Only Chromium's own note of the refused request remains: nothing from the site.
    expect(
      messages.filter(
        (line) =>
          !line.startsWith('error: Failed to load resource: net::ERR_CONNECTION_REFUSED @ https://app.cal.com/'),
      ),
    ).toEqual([]);
  });

  test('with the script failing to load, the link shows within 1 s of the failure, on /contact and in the dialog', async ({
    page,
  }) => {
    // The page's clock stands still from before the page opens, and each embed.js is held until the test
    // refuses it: the 15 s time-out, started when the script was asked for, has at most a second and a half
    // of the page's time to run, so only the failure itself can bring the link.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T09:01:00Z'));
    const requests = await stubProviders(page, { calendar: 'hang' });
    const embedRequests = () => requests.calendar.filter((url) => url.endsWith('/embed/embed.js')).length;
    const main = page.getByRole('main');
    await page.goto('/contact');
    await stepUntil(page, () => hasEmbedScript(page));
    await expect.poll(embedRequests).toBe(1);
    const section = main.getByRole('region', { name: schedulerBlock.title });
    await page.clock.runFor(500);
    await expect(section.getByRole('status')).toHaveText(scheduler.loadingText);
    requests.refuse();
    const link = section.getByRole('link', { name: scheduler.fallbackLabel });
    await stepUntil(page, () => link.isVisible(), 1_000);
    await expect(link).toBeVisible();
    await expect(section.getByRole('status')).toHaveCount(0);

    // The dialog asks for embed.js again (the failed one was forgotten): that one is refused too.
    await page.getByRole('contentinfo').getByRole('button', { name: site.navigation.footer.button!.label }).click();
    const dialog = page.getByRole('dialog', { name: site.dialogs!.meeting.title });
    await stepUntil(page, () => hasEmbedScript(page));
    await expect.poll(embedRequests).toBe(2);
    await expect(dialog.getByRole('status')).toHaveText(scheduler.loadingText);
    requests.refuse();
    const dialogLink = dialog.getByRole('link', { name: scheduler.fallbackLabel });
    await stepUntil(page, () => dialogLink.isVisible(), 1_000);
    await expect(dialogLink).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
  });

  for (const [mode, what] of [
    ['hang', 'the host never answering'],
    ['silent', 'the script loaded and the calendar never ready'],
  ] as const) {
    test(`with ${what}, a few lines with the link replace the placeholder after 15 s and the console stays empty`, async ({
      page,
    }) => {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
      // A minute on, before the page is opened: the installed clock runs until paused (on a busy machine long
      // enough to reach the time-out on its own), and a pause in its past is refused.
      await page.clock.pauseAt(new Date('2026-01-05T09:01:00Z'));
      const requests = await stubProviders(page, { calendar: mode });
      await page.goto('/contact');
      await stepUntil(page, () => hasEmbedScript(page));
      await expect.poll(() => requests.calendar.some((url) => url.endsWith('/embed/embed.js'))).toBe(true);
      const section = page.getByRole('region', { name: schedulerBlock.title });
      if (mode === 'silent') await expect.poll(async () => (await readCalCalls(page)).loads).toBe(1);
      await expect(section.getByRole('status')).toHaveText(scheduler.loadingText);
      await page.clock.runFor(14_000);
      await expect(section.getByRole('status')).toHaveText(scheduler.loadingText);
      await page.clock.runFor(1_000);
      await expect(section.getByRole('link', { name: scheduler.fallbackLabel })).toBeVisible();
      await expect(section.getByText(scheduler.failedText)).toBeVisible();
      expect(await boxHeight(page, section)).toBeLessThanOrEqual(160);
      expect(messages).toEqual([]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the prerendered page offers the booking page in a box of the same size', async ({ page }) => {
      await page.goto('/contact');
      const section = page.getByRole('region', { name: schedulerBlock.title });
      await expect(section.getByRole('link', { name: scheduler.fallbackLabel })).toHaveAttribute('href', bookingPage);
      expect(await boxHeight(page, section)).toBe(scheduler.height);
    });
  });
});

/**
 * Whether the page has asked for embed.js: the scheduler's 15 s start in the task that adds the script (a
 * failed one is removed), so a clock stepped until then is at most one step past their start. Stepping until
 * the request reached the stub instead let a busy machine's delay in seeing it add seconds of the page's time
 * (CI failed on that once).
 */
const hasEmbedScript = async (page: Page) => (await page.locator('script[src$="/embed/embed.js"]').count()) === 1;

/**
 * Moves the page's stopped clock on in steps of 50 ms until `done` holds, at most `limitMs` of the page's
 * time: the page's own work (hydration, a lazily loaded dialog) runs on those timers too.
 */
async function stepUntil(page: Page, done: () => Promise<boolean>, limitMs = 30_000): Promise<void> {
  for (let elapsed = 0; elapsed < limitMs && !(await done()); elapsed += 50) await page.clock.runFor(50);
}

/** Cal.com names an event type by its slug; the shipped one is the 30-minute meeting. */
function calLinkIsThirtyMinutes(calLink: string): boolean {
  return calLink.split('/').pop() === '30min';
}
