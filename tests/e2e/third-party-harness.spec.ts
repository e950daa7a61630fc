import { expect, test, type Page } from '@playwright/test';
import { CHAT_API_BASES } from '#site/third-party/third-party-hosts';
import { serveHarness } from './support/serve-harness';
import { stubProviders } from './support/third-party-stubs';

/**
 * The shell's third-party services in Chromium, on a page of their own (tests/e2e/harnesses/third-party-harness), for
 * what the shipped site fixes in site.yaml: each chat region, the consent gate, and tearing the app down.
 * The providers' hosts are routed to the stubs; the code that runs is the site's own.
 */
test.describe.configure({ mode: 'default' });

const origin = 'http://third-party-harness.test';
const harness = serveHarness('third-party-harness', origin);

async function openHarness(page: Page, query: string) {
  await harness.serve(page);
  const requests = await stubProviders(page);
  await page.goto(`${origin}/?${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return requests;
}

const readChatCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __intercom?: { loads: number; calls: unknown[][] } }).__intercom?.calls ?? [],
  );

for (const region of ['us', 'eu', 'ap'] as const) {
  test(`region ${region}: the chat script is requested once with the app id and booted with api_base ${CHAT_API_BASES[region]}`, async ({
    page,
  }) => {
    const requests = await openHarness(page, `region=${region}`);
    await expect
      .poll(() => readChatCalls(page))
      .toEqual([['boot', { app_id: 'harness1', api_base: CHAT_API_BASES[region] }]]);
    expect(requests.chat).toEqual(['https://widget.intercom.io/widget/harness1']);
  });
}

test('unmounting the app shuts the chat down', async ({ page }) => {
  await openHarness(page, 'region=us');
  await expect.poll(async () => (await readChatCalls(page)).length).toBe(1);
  await page.getByRole('button', { name: 'Unmount the app' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  expect(await readChatCalls(page)).toEqual([
    ['boot', { app_id: 'harness1', api_base: CHAT_API_BASES.us }],
    ['shutdown'],
  ]);
});

test('with consent required, nothing is requested from either provider before Accept; Reject is stored; the choice can be changed later', async ({
  page,
}) => {
  const requests = await openHarness(page, 'consent=required');
  const banner = page.getByRole('region', { name: 'Chat and scheduling services' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  // The scheduler's box asks too, and still offers the booking page.
  await expect(page.getByRole('link', { name: 'Open the booking page' })).toBeVisible();

  // Idle, and interactions, start nothing while the question is open.
  await page.mouse.wheel(0, 200);
  await page.keyboard.press('Shift');
  await page.waitForLoadState('networkidle');
  expect(requests.chat).toEqual([]);
  expect(requests.calendar).toEqual([]);

  await banner.getByRole('button', { name: 'Reject' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your choice' }).getByRole('status')).toHaveText('Rejected.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chat and scheduling services' })).toHaveCount(0);
  await page.keyboard.press('Shift');
  await page.waitForLoadState('networkidle');
  expect(requests.chat).toEqual([]);
  expect(requests.calendar).toEqual([]);

  // Changed on the Cookie Policy page's block: both services load.
  const choice = page.getByRole('region', { name: 'Your choice' });
  await choice.getByRole('button', { name: 'Accept' }).click();
  await expect(choice.getByRole('status')).toHaveText('Accepted.');
  await expect(page.locator('iframe')).toBeVisible();
  await expect.poll(() => readChatCalls(page)).toEqual([['boot', { app_id: 'harness1', api_base: CHAT_API_BASES.us }]]);
  expect(requests.calendar[0]).toBe('https://app.cal.com/embed/embed.js');

  // Withdrawn again: the chat shuts down.
  await choice.getByRole('button', { name: 'Reject' }).click();
  await expect.poll(async () => (await readChatCalls(page)).at(-1)).toEqual(['shutdown']);
});
