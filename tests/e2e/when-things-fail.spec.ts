import { expect, test, type Page } from '@playwright/test';
import type { Route } from '#generated/site-types';
import { toRouteDataUrl } from '#site/routes/route-data-url';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';

/** The footer's link to the Services page: a client-side navigation from the home page. */
const target = site.navigation.footer.quickLinks.find((link) => link.href.startsWith('/services/'))!;
const targetRoute = site.routes.find((route) => route.path === target.href)!;
const texts = site.settings.errorPage;

/** Counts the requests for the target's data, however they end. */
function countDataRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === toRouteDataUrl(target.href)) requests.push(request.url());
  });
  return requests;
}

async function expectErrorPageWithWayBack(page: Page, requests: string[]) {
  await expect(page).toHaveURL(target.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
  await expect(page.getByText(texts.message)).toBeVisible();
  await expect(page.getByRole('button', { name: texts.retryLabel })).toBeVisible();
  // Nothing more is asked once the network is quiet (a request storm never lets it be).
  await page.waitForLoadState('networkidle');
  expect(requests.length).toBeGreaterThanOrEqual(1);
  expect(requests.length).toBeLessThanOrEqual(3);
}

test.describe('a client-side navigation whose data fails', () => {
  test('answered 500: the shared error page, after at most 3 requests, and its link goes home', async ({ page }) => {
    await gotoHydrated(page, '/');
    const requests = countDataRequests(page);
    await page.route(`**${toRouteDataUrl(target.href)}`, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: target.title }).click();
    await expectErrorPageWithWayBack(page, requests);
    await page.unroute(`**${toRouteDataUrl(target.href)}`);
    await page.getByRole('main').getByRole('link', { name: texts.backLabel }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.title);
    // A later visit asks again, and gets the page.
    await page.getByRole('contentinfo').getByRole('link', { name: target.title }).click();
    await expect(page).toHaveTitle(targetRoute.title);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.title);
  });

  test('offline: the shared error page after at most 3 requests; Try again, back online, shows the page', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/');
    const requests = countDataRequests(page);
    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: target.title }).click();
    await expectErrorPageWithWayBack(page, requests);
    await context.setOffline(false);
    await page.getByRole('button', { name: texts.retryLabel }).click();
    await expect(page).toHaveTitle(targetRoute.title);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.title);
  });
});

test('a block that throws leaves a polite message in its place; the blocks around it render', async ({ page }) => {
  const path = '/solutions/ai';
  const route = site.routes.find((candidate) => candidate.path === path)!;
  const failing = route.blocks.findIndex((block) => block.type === 'capability-list');
  expect(failing).toBeGreaterThan(0);
  await gotoHydrated(page, '/');
  // The page's data as the server sends it, with one block's items damaged: its render throws.
  await page.route(`**${toRouteDataUrl(path)}`, async (intercepted) => {
    const response = await intercepted.fetch();
    const data = (await response.json()) as Route;
    Object.assign(data.blocks[failing], { items: null });
    await intercepted.fulfill({ response, json: data });
  });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Solutions' }).click();
  await nav.locator(`a[href="${path}"]`).click();
  await expect(page).toHaveTitle(route.title);
  const main = page.getByRole('main');
  const message = main.getByRole('status').filter({ hasText: 'This part of the page could not be shown' });
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('aria-live', 'polite');
  // The blocks before and after it are there.
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    route.blocks[0].type === 'page-hero' ? route.blocks[0].title : /.+/,
  );
  await expect(main.getByRole('link', { name: /Contact Us/ }).first()).toBeVisible();
  expect(await main.getByRole('heading').count()).toBeGreaterThan(2);
});

test('a page whose shell data cannot load stays as it was prerendered: readable, its links plain links', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(/\/assets\/shell-[0-9a-f]+\.json$/, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect.poll(() => warnings.some((text) => text.startsWith('The page stays static'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Not hydrated: the footer's link loads the next page from the server, which works as before.
  await page.getByRole('contentinfo').getByRole('link', { name: target.title, exact: true }).click();
  await expect(page).toHaveURL(target.href);
  await expect(page).toHaveTitle(targetRoute.title);
});
