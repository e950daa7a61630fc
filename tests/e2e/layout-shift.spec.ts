import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';
import { stubProviders } from './support/third-party-stubs';

/**
 * Every layout shift the page has had since it opened, as Chromium reports it (a shift right after the
 * visitor's own input does not count, as for Cumulative Layout Shift), with the elements that moved.
 */
const readShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);

/** Starts recording layout shifts before the page's first paint, from the document's first script on. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node?: Node) => {
      if (!(node instanceof Element)) return String(node?.nodeName);
      const label = node.closest('section')?.querySelector('h1, h2')?.textContent?.trim();
      return `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}${label ? ` in "${label}"` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: entry.sources.map(
              ({ node, previousRect: from, currentRect: to }) =>
                `${describe(node)}: ${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height} at ${Math.round(entry.startTime)} ms`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`nothing moves while any route loads and hydrates (CLS 0), at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await stubProviders(page);
    await recordShifts(page);
    const shifted: Record<string, { value: number; moved: string[] }[]> = {};
    for (const route of site.routes) {
      await gotoHydrated(page, route.path);
      // Until the page's own loading is over: lazily loaded blocks, images, fonts, the third parties.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
      const shifts = await readShifts(page);
      if (shifts.length > 0) shifted[route.path] = shifts;
    }
    expect(shifted).toEqual({});
  });
}

// Cal.com blocked (an ad blocker, a firewall) or down: the calendar's 500 px give way to a few lines (at most
// 160 px, even in the column beside the form at 1024 px). The form comes before it, so nothing a visitor may be
// reading or typing in moves.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  // The narrowest column beside the form.
  { width: 930, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`on /contact a calendar that fails to load leaves a few lines and moves nothing (CLS 0), at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await stubProviders(page, { calendar: 'fail' });
    await recordShifts(page);
    await gotoHydrated(page, '/contact');
    // The failed state's own words: the prerendered page already offers the booking page's link.
    await expect(page.getByText(site.settings.scheduler!.failedText)).toBeVisible();
    // A shift is reported after the frame that made it, to an observer called in a task of its own.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(await readShifts(page)).toEqual([]);
    const failed = await page.getByRole('main').locator('[data-scheduler="failed"]').boundingBox();
    expect(failed!.height).toBeLessThanOrEqual(160);
  });
}

// No fallback face breaks every line where Inter does: on /about at 390 px it sets the first paragraph in
// one line fewer. A font swapped in after the first paint would push everything below it down a line.
test('a page whose font arrives after its first paint does not move', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubProviders(page);
  await recordShifts(page);
  let releaseFont = () => {};
  const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await fontHeld;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const footer = page.getByRole('contentinfo');
  const before = await footer.boundingBox();
  // Hydrated, and its blocks' code loaded, before the font comes: what they link must not declare it again.
  await page.locator('html[data-js]').waitFor({ state: 'attached' });
  releaseFont();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => new Promise(requestAnimationFrame)));
  expect(await footer.boundingBox()).toEqual(before);
  expect(await readShifts(page)).toEqual([]);
  // A face declared again after the first paint would load afresh and swap in.
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Inter Variable')
      .map((face) => face.unicodeRange),
  );
  expect(faces.length).toBeGreaterThan(0);
  expect(faces).toEqual([...new Set(faces)]);
});

// The about page's screenshot is 1493 × 1227 px, given in site.yaml as 560 × 460: a hair taller. Once the
// file is in, its box must keep the proportions the author gave, or everything below moves (0.15 px here).
test("a picture keeps the proportions its author gave once its file is in, not the file's own", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const about = site.routes.find((route) => route.path === '/about')!;
  const { image } = about.blocks.find((block) => block.type === 'page-hero') as unknown as {
    image: { width: number; height: number };
  };
  await gotoHydrated(page, '/about');
  const picture = page.locator('main img[data-theme-variant="light"], main picture[data-theme-variant="light"] img');
  await expect
    .poll(() => picture.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = await picture.first().evaluate((img: HTMLImageElement) => {
    const { width, height } = img.getBoundingClientRect();
    return { width, height, natural: img.naturalHeight / img.naturalWidth };
  });
  expect(box.natural).not.toBeCloseTo(image.height / image.width, 4);
  // Within the 1/64 px a layout rounds to; the file's own proportions would be 0.15 px off.
  expect(box.height).toBeCloseTo((box.width * image.height) / image.width, 1);
});
