import { expect, test } from '@playwright/test';
import { collectConsoleProblems } from './support/console-errors';
import { PAINT_WAIT_MS } from '#scripts/build/prerender/defer-entry';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';

const pages = ['/', '/contact', site.routes.find((route) => route.path.startsWith('/case-study/'))!.path];

test('pages, route data, the sitemap, scripts and stylesheets are sent Brotli-compressed, or gzip to a client that takes only gzip', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = /import\(([`"])([^`"]+)\1\)/.exec(html)![2];
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1];
  for (const url of [...pages, `${pages[2]}/route.json`, '/sitemap.xml', script, stylesheet]) {
    const brotli = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.status(), url).toBe(200);
    expect(brotli.headers()['content-encoding'], url).toBe('br');
    expect(brotli.headers().vary, url).toMatch(/accept-encoding/i);
    const gzip = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], url).toBe('gzip');
    expect(await gzip.text(), url).toBe(await brotli.text());
  }
});

test("every page links the same hashed shell stylesheet, cached for a year, then one of its blocks' rules, shared by pages with the same blocks; no CSS inline", async ({
  request,
}) => {
  const caseStudies = site.routes.filter((route) => route.path.startsWith('/case-study/')).map((route) => route.path);
  const shells = new Set<string>();
  const pageSheets = new Map<string, string>();
  for (const path of [...pages, ...caseStudies]) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    expect(links, path).toHaveLength(2);
    shells.add(links[0]);
    expect(links[1], path).toMatch(/^\/assets\/page-[0-9a-f]{8}\.css$/);
    pageSheets.set(path, links[1]);
    expect(html, path).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/[^"]+\.woff2">/,
    );
    // Emotion's markers only: every rule is in a cached file.
    expect(html, path).not.toMatch(/<style data-emotion="[^"]*">[^<]/);
  }
  expect(shells.size).toBe(1);
  // Case studies built of the same blocks share their sheet.
  expect(new Set(caseStudies.map((path) => pageSheets.get(path))).size).toBeLessThan(caseStudies.length);
  expect(pageSheets.get('/')).not.toBe(pageSheets.get(caseStudies[0]));
  const [sheet] = shells;
  expect(sheet).toMatch(/^\/assets\/shell-[0-9a-f]{8}\.css$/);
  const response = await request.get(sheet);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(pageSheets.get('/')!)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  const css = await response.text();
  expect(css).toContain('@font-face');
  // Inter only if it is there for the first paint: a font swapped in later moves what it wraps differently.
  expect(css).toContain('font-display:optional');
  expect(css).not.toContain('font-display:swap');
  // The header's rules live in the shell stylesheet, not in any page's own.
  const home = await (await request.get('/')).text();
  const headerClass = /<header[^>]*class="([^" ]+)/.exec(home)![1];
  expect(css).toContain(`.${headerClass}{`);
  for (const path of pages)
    expect(await (await request.get(pageSheets.get(path)!)).text(), path).not.toContain(`.${headerClass}{`);
  // A block's rules are in its page's sheet.
  const heroClass = /<main[\s\S]*?<section[^>]*class="([^" ]+)/.exec(home)![1];
  expect(await (await request.get(pageSheets.get('/')!)).text()).toContain(`.${heroClass}{`);
});

test('the shell and the blocks are styled before any script runs, and hydration does not insert their rules a second time', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/');
  // Unstyled, the header would be a static block; the shell stylesheet fixes it to the top.
  expect(
    await still
      .locator('header')
      .first()
      .evaluate((header) => getComputedStyle(header).position),
  ).toBe('fixed');
  await noScript.close();

  const page = await browser.newPage();
  const problems = collectConsoleProblems(page);
  await gotoHydrated(page, '/');
  // Which stylesheets hold the rule of the header's class, and of the first block's.
  const copies = await page.evaluate(() =>
    [document.querySelector('header')!, document.querySelector('main section')!].map((element) => {
      const selector = `.${element.classList[0]}`;
      return [...document.styleSheets]
        .filter((sheet) =>
          [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === selector),
        )
        .map((sheet) => sheet.href ?? 'inline');
    }),
  );
  expect(copies).toEqual([
    [expect.stringMatching(/\/assets\/shell-[0-9a-f]{8}\.css$/)],
    [expect.stringMatching(/\/assets\/page-[0-9a-f]{8}\.css$/)],
  ]);
  // What Emotion inserted as the page hydrated: only rules no stylesheet holds (those of parts drawn once the app runs).
  const again = await page.evaluate(() => {
    const classOf = (rule: CSSRule) => /^\.(c-[a-z0-9]+)/.exec((rule as CSSStyleRule).selectorText ?? '')?.[1];
    const inSheets = new Set(
      [...document.styleSheets].filter((sheet) => sheet.href).flatMap((sheet) => [...sheet.cssRules].map(classOf)),
    );
    const inserted = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="c"]')].flatMap((style) =>
      [...style.sheet!.cssRules].map(classOf),
    );
    return { inserted: inserted.length, again: inserted.filter((name) => name && inSheets.has(name)) };
  });
  expect(again.again).toEqual([]);
  expect(again.inserted).toBeLessThan(10);
  expect(problems).toEqual([]);
  await page.close();
});

test("a page carries no copy of its route's data: it names its route.json, which the app hydrates from in one request", async ({
  page,
  request,
}) => {
  const route = site.routes.find((candidate) => candidate.path.startsWith('/case-study/'))!;
  const html = await (await request.get(route.path)).text();
  expect(html).toContain(`<link id="route-data" rel="preload" as="fetch" crossorigin href="${route.path}/route.json">`);
  expect(html).not.toContain('type="application/json"');
  const problems = collectConsoleProblems(page);
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('/route.json')) fetched.push(new URL(sent.url()).pathname);
  });
  await gotoHydrated(page, route.path);
  await page.waitForLoadState('networkidle');
  // The preload answers the app's own request for the data: no second download.
  expect(fetched).toEqual([`${route.path}/route.json`]);
  // Hydrated from that data: a link now navigates inside the app.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('main')
    .getByRole('link', { name: /Next Project/ })
    .click();
  await expect(page).not.toHaveURL(route.path);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
});

test('a page paints before it fetches any script; then the app hydrates it', async ({ page }) => {
  // The loader's start without a paint after PAINT_WAIT_MS (the next test's) is left out: a busy machine can
  // take longer than that to paint, and this test is about the paint.
  await page.addInitScript((wait) => {
    const setTimeoutBefore = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
      delay === wait ? 0 : setTimeoutBefore(handler, delay, ...rest)) as typeof window.setTimeout;
    document.addEventListener('DOMContentLoaded', () => (window.setTimeout = setTimeoutBefore), { once: true });
  }, PAINT_WAIT_MS);
  for (const path of pages) {
    await gotoHydrated(page, path);
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timings.paint, path).toBeGreaterThan(0);
    expect(timings.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timings.scripts), path).toBeGreaterThanOrEqual(timings.paint!);
  }
});

test('a page whose first paint is never reported still comes to life, once the wait for it is over', async ({
  page,
}) => {
  // As in a browser that holds the report back: the observer is never told of a paint.
  await page.addInitScript(() => {
    PerformanceObserver.prototype.observe = () => undefined;
  });
  // The page's clock is Playwright's (and so is its performance timeline): scripts are counted as requested.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
  });
  // Stopped: the page's time moves only as the test says.
  const start = new Date('2026-01-01T09:00:00Z');
  await page.clock.install({ time: start });
  // Well after the install time: the installed clock runs until paused, a second or more on a busy machine,
  // and a pause in its past is refused.
  await page.clock.pauseAt(start.getTime() + 60_000);
  await page.goto('/contact');
  await page.clock.runFor(PAINT_WAIT_MS - 1);
  expect(scripts).toEqual([]);
  await expect(page.locator('html[data-js]')).toHaveCount(0);
  // The wait's last millisecond starts the app: its entry is asked for while the clock still stands.
  const entryRequested = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('.js'));
  await page.clock.runFor(1);
  await entryRequested;
  // From here the page runs on its own time: React's own timers (a Suspense boundary's retry, when a
  // block's code arrives after hydration began, as on a busy machine) need a clock that moves.
  await page.clock.resume();
  await page.locator('html[data-js]').waitFor({ state: 'attached' });
  expect(scripts.length).toBeGreaterThan(0);
});

test("a page's HTML is lean: no inline drawings, no tag per chunk to preload, no list of Emotion's rules, no comments but React's", async ({
  request,
}) => {
  for (const { path } of site.routes) {
    const html = await (await request.get(path)).text();
    // Icons and the logo's mark are drawn by the shell stylesheet.
    expect(html.includes('<svg'), `${path}: an inline <svg>`).toBe(false);
    // The chunks are named in the deferred template, preloaded by the loader.
    expect(html.includes('<link rel="modulepreload"'), `${path}: a modulepreload tag`).toBe(false);
    expect(html, path).toMatch(/<template id="deferred-head" data-modules="[\w -]+">/);
    // Only the global rule sets keep Emotion's marker: the class rules are named by the stylesheets.
    for (const [, key] of html.matchAll(/<style data-emotion="([^ "]+)/g)) expect(key, path).toBe('c-global');
    // React's Suspense boundaries (<!--$-->, <!--/$-->) and no other comment: not a template's, not between texts.
    expect(
      [...html.matchAll(/<!--(.*?)-->/g)].map((match) => match[1]).filter((text) => !/^\/?\$$/.test(text)),
      path,
    ).toEqual([]);
  }
});

test("the site's settings, menus and dialogs are one data file every page names, cached for a year; its preload answers the app's request", async ({
  page,
  request,
}) => {
  const shellLink = /<link id="site-shell" rel="preload" as="fetch" crossorigin href="([^"]+)">/;
  const named = await Promise.all(
    pages.map(async (path) => shellLink.exec(await (await request.get(path)).text())?.[1]),
  );
  const [href] = named;
  expect(href).toMatch(/^\/assets\/shell-[0-9a-f]{8}\.json$/);
  expect(named).toEqual(pages.map(() => href));
  const file = await request.get(href!);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const shell = (await file.json()) as { navigation: { header: Array<{ title: string }> }; settings: object };
  expect(shell.navigation.header.map((group) => group.title)).toEqual(
    site.navigation.header.map((group) => group.title),
  );
  // What only the lead server needs stays on the server.
  expect(shell.settings).not.toHaveProperty('leads');

  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === href) fetched.push(href);
  });
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([href]);
  // Hydrated with it: the header's menus open in the app.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: shell.navigation.header[0].title })
    .click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: shell.navigation.header[0].title }),
  ).toHaveAttribute('aria-expanded', 'true');
});
