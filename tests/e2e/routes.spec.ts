import { expect, test } from '@playwright/test';
import { collectConsoleProblems } from './support/console-errors';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';

test('every route of site.yaml is served, hydrates without a console error, and carries its title and description', async ({
  page,
}) => {
  test.setTimeout(30_000 + site.routes.length * 3_000);
  const problems = collectConsoleProblems(page);
  for (const route of site.routes) {
    const response = await gotoHydrated(page, route.path);
    expect(response?.status(), route.path).toBe(200);
    await expect(page.locator('h1'), route.path).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(route.blocks[0].type === 'page-hero' ? route.blocks[0].title : /.+/);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${site.settings.baseUrl}${route.path}`,
    );
    // React hydrates the prerendered head instead of adding a second set of tags.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  }
  expect(problems).toEqual([]);
});

test('an unknown URL gets the 404 page with status 404, and its links: home, Solutions, Case Studies and Contact', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const response = await gotoHydrated(page, '/no/such/page');
  expect(response?.status()).toBe(404);
  // Chromium reports the page's own 404 status in the console; that one is expected here.
  problems.splice(0, problems.length, ...problems.filter((problem) => !problem.includes('status of 404')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Besides the way home, where a lost visitor may have been going, side by side under the message.
  const main = page.getByRole('main');
  const links = main.getByRole('link');
  expect(await links.evaluateAll((all) => all.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual([
    ['Back to Home', '/'],
    ['Solutions', '/solutions'],
    ['Case Studies', '/case-studies'],
    ['Contact', '/contact'],
  ]);
  const tops = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'one row at 1280 px').toBe(1);
  await main.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('h1')).toHaveText(
    site.routes[0].blocks[0].type === 'page-hero' ? site.routes[0].blocks[0].title : /.+/,
  );
  expect(problems).toEqual([]);
});

test('links navigate in the app without reloading the page, and back works', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const footerLink = site.navigation.footer.quickLinks[0];
  const dataRequest = page.waitForRequest((request) => request.url().endsWith(`${footerLink.href}/route.json`));
  await page.getByRole('contentinfo').getByRole('link', { name: footerLink.title }).click();
  await dataRequest;
  await expect(page).toHaveURL(footerLink.href);
  const target = site.routes.find((route) => route.path === footerLink.href)!;
  await expect(page).toHaveTitle(target.title);
  await expect(page.locator('h1')).toHaveText(target.blocks[0].type === 'page-hero' ? target.blocks[0].title : /.+/);
  await expect(page.locator('#main')).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle(site.routes[0].title);
});

test('a page reads fully with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const route = site.routes.find((candidate) => candidate.blocks.some((block) => block.type === 'capability-list'))!;
  await page.goto(route.path);
  await expect(page.locator('h1')).toBeVisible();
  for (const block of route.blocks) {
    if (block.type === 'capability-list')
      for (const item of block.items)
        await expect(page.getByRole('main').getByText(item.description, { exact: true })).toBeVisible();
    if (block.type === 'next-link')
      await expect(page.getByRole('link', { name: new RegExp(block.label) })).toHaveAttribute('href', block.href);
  }
  await expect(page.getByRole('contentinfo')).toContainText(site.settings.locations);
  await context.close();
});

test('a page loads the code of its own blocks only', async ({ page }) => {
  const route = site.routes.find((candidate) => candidate.blocks.every((block) => block.type === 'page-hero'))!;
  const scripts: string[] = [];
  // The site's own scripts: the chat widget's, from its provider, is not the site's code.
  const origin = String(test.info().project.use.baseURL);
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin)) scripts.push(request.url());
  });
  await gotoHydrated(page, route.path);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => /\/page-hero-[\w-]+\.js$/.test(url))).toBe(true);
  expect(scripts.some((url) => /\/capability-list-[\w-]+\.js$/.test(url))).toBe(false);
  // Other pages' content is not in the code either: it comes as JSON when they are visited.
  const other = site.routes.find((candidate) => candidate.path !== route.path)!;
  for (const url of scripts) expect(await (await page.request.get(url)).text()).not.toContain(other.description);
});

test('a prerendered block stays on screen while its code arrives, and the page then hydrates', async ({ page }) => {
  const route = site.routes.find((candidate) => candidate.blocks.some((block) => block.type === 'capability-list'))!;
  const list = route.blocks.find((block) => block.type === 'capability-list')!;
  if (list.type !== 'capability-list') throw new Error('unreachable');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/capability-list-[\w-]+\.js$/, async (routed) => {
    await held;
    await routed.continue();
  });
  await page.goto(route.path, { waitUntil: 'domcontentloaded' });
  const firstItem = page.getByRole('main').getByText(list.items[0].description, { exact: true });
  await expect(firstItem).toBeVisible();
  const before = await firstItem.boundingBox();
  release();
  await page.waitForLoadState('networkidle');
  await expect(firstItem).toBeVisible();
  expect(await firstItem.boundingBox()).toEqual(before);
  // Hydrated: a link now navigates inside the app instead of loading a new document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: /home$/ }).first().click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the home page carries the organisation structured data from site.yaml', async ({ page }) => {
  await page.goto('/');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toEqual(site.routes[0].seo?.jsonLd);
  expect(data['@type']).toBe('Organization');
  expect(data.makesOffer).toHaveLength(4);
});
