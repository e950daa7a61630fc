import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { CaseStudy, ClientStripBlock, HeroCarouselBlock, Image, Product } from '#generated/site-types';
import { site } from './support/read-site';

const products = (site.collections.products ?? []) as Product[];
const studies = (site.collections.caseStudies ?? []) as CaseStudy[];
const home = site.routes.find((route) => route.path === '/')!;
const blockOf = <T extends { type: string }>(type: T['type']) =>
  home.blocks.find((block) => block.type === type) as unknown as T;
const hero = blockOf<HeroCarouselBlock>('hero-carousel');
const clients = blockOf<ClientStripBlock>('client-strip');
const screenshot = (
  site.routes
    .find((route) => route.path === '/about')!
    .blocks.find((block) => block.type === 'page-hero') as unknown as {
    image: Image;
  }
).image;

/** An image has loaded and has a size: what a visitor sees, not only a tag in the page. */
async function expectDrawn(image: import('@playwright/test').Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

test('each of the four products shows its view, with an alt text saying what it shows', async ({ page }) => {
  expect(products).toHaveLength(4);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Our Products' });
  for (const product of products) {
    expect(product.image?.alt, product.id).toBeTruthy();
    const card = section.getByRole('listitem').filter({ hasText: product.title });
    const view = card.getByRole('img', { name: product.image!.alt, exact: true });
    await expect(view).toBeVisible();
    await expect(view).toHaveAttribute('src', product.image!.src);
    await expectDrawn(view);
  }
});

test('each case study shows its visual, with an alt text, at the top of its page', async ({ page }) => {
  expect(studies).toHaveLength(7);
  for (const study of studies) {
    expect(study.image?.alt, study.id).toBeTruthy();
    await page.goto(`/case-study/${study.id}`);
    const visual = page.getByRole('main').getByRole('img', { name: study.image!.alt, exact: true });
    await expect(visual).toBeVisible();
    await expectDrawn(visual);
    // It is in the first screen, beside the title, not somewhere below.
    expect((await visual.boundingBox())!.y).toBeLessThan(900);
  }
});

test("the client strips show each client's name as visible text, and no drawn mark", async ({ page }) => {
  await page.goto('/case-studies');
  const strip = page.getByRole('region', { name: 'Trusted by Industry Leaders' });
  const trusted = site.routes
    .find((route) => route.path === '/case-studies')!
    .blocks.find((block) => block.type === 'name-strip')! as { clients: Array<{ name: string }> };
  for (const client of trusted.clients) await expect(strip.getByText(client.name, { exact: true })).toBeVisible();
  // The spec gives names only: no made-up logo stands in for one.
  await expect(strip.locator('img')).toHaveCount(0);
  const brand = await (await page.request.get(site.settings.logo.src)).text();
  expect(brand).not.toContain('<text');
});

/**
 * Opens a page in a theme chosen with the site's switch (stored as the switch stores it) against the
 * system's setting, so it is the page's theme that picks a picture, not the media query a <picture> sees.
 * Records the path of every picture the page asks for.
 */
async function openInTheme(page: Page, path: string, theme: 'light' | 'dark'): Promise<string[]> {
  await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' });
  await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  return requested;
}

/** Scrolls to the foot of the page and back, so every lazy picture that is ever going to load has. */
async function scrollThrough(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: window.innerHeight,
  }));
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.evaluate(() => new Promise(requestAnimationFrame));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The one picture shown for `image` in `theme` is its variant for that theme, drawn; the other was never fetched. */
async function expectThemeVariant(page: Page, requested: string[], image: Image, theme: 'light' | 'dark') {
  expect(image.darkSrc, image.src).toBeTruthy();
  const [shown, hidden] = theme === 'dark' ? [image.darkSrc!, image.src] : [image.src, image.darkSrc!];
  const picture = page.getByRole('main').getByRole('img', { name: image.alt, exact: true });
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute('src', shown);
  await expect(picture).toHaveAttribute('width', String(image.width));
  await expectDrawn(picture);
  expect(requested, shown).toContain(shown);
  expect(requested, hidden).not.toContain(hidden);
}

for (const theme of ['light', 'dark'] as const) {
  test(`in the ${theme} theme each product view and the hero illustration show their ${theme} variant, and only it is downloaded`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const requested = await openInTheme(page, '/', theme);
    await scrollThrough(page);
    expect(hero.image).toBeTruthy();
    await expectThemeVariant(page, requested, hero.image!, theme);
    for (const product of products) await expectThemeVariant(page, requested, product.image!, theme);
  });
}

test("switching the theme on the page shows the other theme's views, fetched only then", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const requested = await openInTheme(page, '/', 'light');
  await page.locator('html[data-js]').waitFor({ state: 'attached' });
  const views = [hero.image!, products[0].image!];
  for (const view of views) await expectDrawn(page.getByRole('main').getByRole('img', { name: view.alt, exact: true }));
  expect(requested.filter((path) => path.includes('.dark.'))).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  for (const view of views) {
    const picture = page.getByRole('main').getByRole('img', { name: view.alt, exact: true });
    await expect(picture).toHaveAttribute('src', view.darkSrc!);
    await expectDrawn(picture);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`in the ${theme} theme a case study's visual and logo are their ${theme} variants`, async ({ page }) => {
    const study = studies[0];
    const requested = await openInTheme(page, `/case-study/${study.id}`, theme);
    await scrollThrough(page);
    await expectThemeVariant(page, requested, study.image!, theme);
    await expectThemeVariant(page, requested, study.logo, theme);
  });

  test(`in the ${theme} theme the about page's screenshot (a PNG) comes as its ${theme} variant's AVIF copy, and only that one`, async ({
    page,
  }) => {
    expect(screenshot.darkSrc).toMatch(/\.png$/);
    const requested = await openInTheme(page, '/about', theme);
    const picture = page.getByRole('main').getByRole('img', { name: screenshot.alt, exact: true });
    await expect(picture).toHaveCount(1);
    await expectDrawn(picture);
    // The copies of /images/about/a.png are /_img/images/about/a-<width>.avif: named by the file, less its extension.
    const copies = (src: string) => `/_img${src.replace(/\.png$/, '-')}`;
    const [shown, hidden] =
      theme === 'dark' ? [screenshot.darkSrc!, screenshot.src] : [screenshot.src, screenshot.darkSrc!];
    expect(await picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(
      new RegExp(`^${copies(shown).replace(/\./g, '\\.')}\\d+\\.avif$`),
    );
    expect(requested.filter((path) => path.startsWith(copies(hidden)) || path === hidden)).toEqual([]);
  });
}

test("the home page's client strip shows each client's name as visible text (no drawn logo), four in its frame", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const strip = page.getByRole('region', { name: clients.title, exact: true });
  await strip.scrollIntoViewIfNeeded();
  for (const client of clients.clients) {
    expect(client.logo, client.id).toBeUndefined();
    await expect(strip.getByText(client.name, { exact: true })).toHaveCount(1);
  }
  await expect(strip.locator('img')).toHaveCount(0);
  // The slides in the strip's frame (four at this width): each shows its client's name, painted, not hidden.
  const shown = strip.locator('.swiper-slide').filter({ visible: true });
  await expect
    .poll(() =>
      shown.evaluateAll((slides) =>
        slides
          .filter((slide) => {
            const box = slide.getBoundingClientRect();
            return box.left >= 0 && box.right <= window.innerWidth;
          })
          .map((slide) => {
            const text = slide.querySelector('p');
            const box = text?.getBoundingClientRect();
            return (
              text !== null &&
              text.closest('.visually-hidden') === null &&
              text.textContent!.trim() !== '' &&
              box!.width > 40 &&
              getComputedStyle(text).opacity !== '0'
            );
          }),
      ),
    )
    .toEqual([true, true, true, true]);
});

/** An element's pixels as Chromium paints it: one byte per channel, row by row. */
const readPixels = async (element: import('@playwright/test').Locator) =>
  sharp(await element.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });

/**
 * The share of an element's pixels that differ from its top-left corner (the background behind it): an
 * icon's strokes are a part of its box, neither none (not drawn) nor all of it (a filled square).
 */
async function measureInk(element: import('@playwright/test').Locator): Promise<number> {
  const { data, info } = await readPixels(element);
  const channels = info.channels;
  let ink = 0;
  for (let index = 0; index < data.length; index += channels) {
    const distance = [0, 1, 2].reduce((sum, channel) => sum + Math.abs(data[index + channel] - data[channel]), 0);
    if (distance > 96) ink++;
  }
  return ink / (info.width * info.height);
}

for (const forcedColors of ['none', 'active'] as const) {
  test(`icons are drawn as their shapes in the text's colour${forcedColors === 'active' ? ', in forced colours too' : ''}`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    // The theme switch's moon: an icon element, as blocks draw theirs.
    const moon = page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).locator('.icon');
    await expect(moon).toHaveCSS('width', '20px');
    const share = await measureInk(moon);
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.5);
    const [stroke, text] = await moon.evaluate((icon) => [
      getComputedStyle(icon).backgroundColor,
      getComputedStyle(icon.parentElement!).color,
    ]);
    expect(stroke).toBe(text);
    // A header menu's chevron, drawn after its trigger's title, from the same sheet, and turned when it opens.
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' });
    const chevron = () =>
      products.evaluate((button) => {
        const after = getComputedStyle(button, '::after');
        return {
          size: `${after.width} × ${after.height}`,
          drawing: after.maskImage,
          inText: after.backgroundColor === getComputedStyle(button).color,
          turned: after.transform !== 'none',
        };
      });
    expect(await chevron()).toEqual({
      size: '16px × 16px',
      drawing: expect.stringContaining('data:image/svg+xml'),
      inText: true,
      turned: false,
    });
    await products.click();
    await expect.poll(async () => (await chevron()).turned).toBe(true);
    if (forcedColors === 'active') {
      // An icon the page colours itself (the menu's ↗ is muted) takes its link's system colour instead.
      const mark = page.getByRole('navigation', { name: 'Main' }).locator('.external-mark').first();
      const [drawn, link] = await mark.evaluate((icon) => [
        getComputedStyle(icon).backgroundColor,
        getComputedStyle(icon.parentElement!).color,
      ]);
      expect(drawn).toBe(link);
    }
  });
}

test("the logo's mark is drawn in the header and the footer: the white bolt on the brand gradient", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  for (const mark of [page.getByRole('banner').locator('.mark'), page.getByRole('contentinfo').locator('.mark')]) {
    await mark.scrollIntoViewIfNeeded();
    const { data, info } = await readPixels(mark);
    const at = (x: number, y: number) => {
      const index = (Math.round(y * info.height) * info.width + Math.round(x * info.width)) * info.channels;
      return [data[index], data[index + 1], data[index + 2]];
    };
    // Near the top-left corner of its square: the gradient's indigo (#6366f1); on the bolt: white.
    const [red, green, blue] = at(0.2, 0.2);
    expect(blue).toBeGreaterThan(200);
    expect(red).toBeLessThan(150);
    expect(green).toBeLessThan(150);
    expect(at(0.5, 0.5).every((channel) => channel > 240)).toBe(true);
  }
});
