import { expect, test, type Locator, type Page } from '@playwright/test';
import type {
  ClientStripBlock,
  HeroCarouselBlock,
  ProductGridBlock,
  ServiceGridBlock,
  StatsBlock,
  TestimonialsBlock,
} from '#generated/site-types';
import { collectConsoleProblems } from './support/console-errors';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';

const home = site.routes.find((route) => route.path === '/')!;
const blockOf = <T extends { type: string }>(type: T['type']) =>
  home.blocks.find((block) => block.type === type) as unknown as T;
const hero = blockOf<HeroCarouselBlock>('hero-carousel');
const stats = blockOf<StatsBlock>('stats');
const products = blockOf<ProductGridBlock>('product-grid');
const clients = blockOf<ClientStripBlock>('client-strip');
const services = blockOf<ServiceGridBlock>('service-grid');
const testimonials = blockOf<TestimonialsBlock>('testimonials');

/**
 * Opens the home page with the page's clock stopped: it moves only when the test runs it on, so every
 * step of a carousel is on cue. Hydration waits on timers of its own, so the clock moves on in small
 * steps until the page is hydrated; the carousels start only then.
 */
const openWithStoppedClock = async (page: Page) => {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  // A minute on: the installed clock runs until paused (a second or more on a busy machine), and a pause in
  // its past is refused.
  await page.clock.pauseAt(new Date('2026-01-05T09:01:00Z'));
  await page.goto('/');
  while ((await page.locator('html[data-js]').count()) === 0) await page.clock.runFor(50);
};

/** Wholly on screen: what a visitor sees of a carousel is the slide in its frame, not those beside it. */
const expectShown = (locator: Locator) => expect(locator).toBeInViewport({ ratio: 1 });
const expectNotShown = (locator: Locator) => expect(locator).not.toBeInViewport({ ratio: 1 });
/**
 * A carousel on the page of a stopped clock starts (Swiper takes over its slides) once it comes near the
 * screen. Its start is a render that React may hold back on a timer of its own (as it does while a chunk
 * of the page loads), so the clock moves on in small steps until it has started, and no further.
 */
const expectStarted = (page: Page, region: Locator) => {
  const started = region.locator('.swiper-initialized');
  return expect
    .poll(async () => {
      if ((await started.count()) === 0) await page.clock.runFor(50);
      return started.count();
    })
    .toBe(1);
};

test.use({ viewport: { width: 1280, height: 800 } });

test('the content the spec counts: 3 slides, 3 stats, 4 products with their way in, 8 clients, 3 services, 5 testimonials', async ({
  page,
}) => {
  expect([
    hero.slides.length,
    stats.items.length,
    products.products.length,
    clients.clients.length,
    services.items.length,
    testimonials.testimonials.length,
  ]).toEqual([3, 3, 4, 8, 3, 5]);
  const problems = collectConsoleProblems(page);
  await gotoHydrated(page, '/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(hero.title);
  for (const slide of hero.slides)
    await expect(main.getByRole('heading', { level: 2, name: slide.title })).toHaveCount(1);
  for (const item of stats.items)
    await expect(
      page.getByRole('region', { name: stats.title }).getByText(`${item.value} ${item.label}`),
    ).toBeVisible();

  const productCards = page.getByRole('region', { name: products.title }).getByRole('listitem');
  await expect(productCards).toHaveCount(4);
  for (const product of products.products) {
    const card = productCards.filter({ has: page.getByRole('heading', { name: product.title }) });
    const access = card.getByRole('link', { name: new RegExp(`^${product.access.label}`) });
    await expect(access).toHaveAttribute('href', product.access.href);
    if (product.access.href === '/contact') {
      expect(product.access.label).toBe('Request Access');
      await expect(access).not.toHaveAttribute('target');
    } else {
      expect(product.access.label).toBe('Access Product');
      await expect(access).toHaveAttribute('target', '_blank');
    }
  }

  const strip = page.getByRole('region', { name: clients.title, exact: true });
  for (const client of clients.clients) await expect(strip.getByText(client.name, { exact: true })).toHaveCount(1);

  const serviceSection = page.getByRole('region', { name: services.title });
  const learnMore = serviceSection.getByRole('link', { name: /^Learn More/ });
  await expect(learnMore).toHaveCount(3);
  expect(await learnMore.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/services/whitelabel-services',
    '/services/ai-business-services',
    '/services/it-staffing',
  ]);
  await serviceSection.getByRole('link', { name: 'View Our Case Studies' }).click();
  await expect(page).toHaveURL('/case-studies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies');
  expect(problems).toEqual([]);
});

test('the hero moves on every 8 seconds and wraps; previous, next and dots jump; it holds still while hovered or focused', async ({
  page,
}) => {
  await openWithStoppedClock(page);
  const region = page.getByRole('region', { name: hero.title });
  await expectStarted(page, region);
  const slideTitle = (index: number) => region.getByRole('heading', { level: 2, name: hero.slides[index].title });
  const dot = (index: number) => region.getByRole('button', { name: `${hero.labels.goTo} ${index + 1}` });
  await expectShown(slideTitle(0));
  await expect(dot(0)).toHaveAttribute('aria-current', 'true');

  // Every 8 s, counted from the last change: the slide stays for 7.9 s and has moved on at 8.
  const nextSlideShows = async (index: number) => {
    await page.clock.runFor(7_900);
    await expect(dot(index)).toHaveAttribute('aria-current', 'false');
    await page.clock.runFor(100);
    await expect(dot(index)).toHaveAttribute('aria-current', 'true');
    await expectShown(slideTitle(index));
  };
  await nextSlideShows(1);
  await expectNotShown(slideTitle(0));
  await nextSlideShows(2);
  await nextSlideShows(0);

  await region.getByRole('button', { name: hero.labels.previous }).click();
  await expectShown(slideTitle(2));
  await region.getByRole('button', { name: hero.labels.next }).click();
  await expectShown(slideTitle(0));
  await dot(1).click();
  await expectShown(slideTitle(1));

  // The pointer over the slides (and focus on the dot just clicked) hold it still.
  await slideTitle(1).hover();
  await page.clock.runFor(20_000);
  await expectShown(slideTitle(1));
  // Pointer and focus gone, it moves on 8 s later.
  await page.mouse.move(0, 0);
  await dot(1).evaluate((button) => (button as HTMLElement).blur());
  await page.clock.runFor(7_900);
  await expectShown(slideTitle(1));
  await page.clock.runFor(100);
  await expectShown(slideTitle(2));
});

test('the hero stands still for a visitor who prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openWithStoppedClock(page);
  const region = page.getByRole('region', { name: hero.title });
  await expectStarted(page, region);
  await page.clock.runFor(20_000);
  await expectShown(region.getByRole('heading', { level: 2, name: hero.slides[0].title }));
});

test('the client strip steps on by itself every 3 seconds', async ({ page }) => {
  await openWithStoppedClock(page);
  const strip = page.getByRole('region', { name: clients.title, exact: true });
  await strip.scrollIntoViewIfNeeded();
  await expectStarted(page, strip);
  const first = strip.getByText(clients.clients[0].name, { exact: true });
  const startX = (await first.boundingBox())!.x;
  await page.clock.runFor(2_500);
  expect((await first.boundingBox())!.x).toBe(startX);
  await page.clock.runFor(1_000);
  await expect.poll(async () => (await first.boundingBox())!.x).not.toBe(startX);
});

test('a carousel far down the page starts once the page is idle, without waiting to be scrolled to', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const region = page.getByRole('region', { name: testimonials.title });
  await expect(region.locator('.swiper-initialized')).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(region).not.toBeInViewport();
});

test('on a page never idle, a carousel far down starts when scrolled near, its slides where they stood', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.setViewportSize({ width: 800, height: 900 });
  await gotoHydrated(page, '/');
  const region = page.getByRole('region', { name: testimonials.title });
  const quote = (index: number) => region.getByText(testimonials.testimonials[index].quote);
  await expect(region.locator('.swiper-initialized')).toHaveCount(0);
  const placeInRegion = async () => {
    const [outer, inner] = [(await region.boundingBox())!, (await quote(0).boundingBox())!];
    return { x: inner.x - outer.x, y: inner.y - outer.y, width: inner.width };
  };
  const before = await placeInRegion();
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('.swiper-initialized')).toHaveCount(1);
  expect(await placeInRegion()).toEqual(before);
});

test('all 5 testimonials are reachable with the buttons and the arrow keys, looping', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await gotoHydrated(page, '/');
  const region = page.getByRole('region', { name: testimonials.title });
  const quote = (index: number) => region.getByText(testimonials.testimonials[index].quote);
  await region.scrollIntoViewIfNeeded();
  await expectShown(quote(0));
  for (let index = 1; index < 5; index++) {
    await region.getByRole('button', { name: testimonials.labels.next }).click();
    await expectShown(quote(index));
  }
  await region.getByRole('button', { name: testimonials.labels.next }).click();
  await expectShown(quote(0));
  // Looping on, not rewinding: the last card moved out to the left and lies just before the first,
  // where a rewind would have slid every card back and left the last one far to the right.
  const leftOf = async (card: Locator) => (await card.boundingBox())!.x;
  await expect.poll(async () => (await leftOf(quote(4))) < (await leftOf(quote(0)))).toBe(true);
  await region.getByRole('button', { name: testimonials.labels.previous }).click();
  await expectShown(quote(4));

  await page.keyboard.press('ArrowRight');
  await expectShown(quote(0));
  await page.keyboard.press('ArrowRight');
  await expectShown(quote(1));
  await page.keyboard.press('ArrowLeft');
  await expectShown(quote(0));
  expect(Math.round((await region.getByRole('figure').first().boundingBox())!.height)).toBe(380);
});

test('a press of Next before the testimonials carousel has started is kept: it moves on once the carousel starts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openWithStoppedClock(page);
  const region = page.getByRole('region', { name: testimonials.title });
  const quote = (index: number) => region.getByText(testimonials.testimonials[index].quote);
  // Far below the fold, with the page's clock still: nothing has started it yet.
  await expect(region.locator('.swiper-initialized')).toHaveCount(0);
  // The press comes before anything scrolls the carousel near the screen (a visitor quicker than a busy phone).
  await region.getByRole('button', { name: testimonials.labels.next }).dispatchEvent('click');
  await expectStarted(page, region);
  await region.scrollIntoViewIfNeeded();
  await expectShown(quote(1));
  await expectNotShown(quote(0));
});

for (const width of [390, 1280]) {
  test(`at ${width} px each testimonial card is the spec's 380 px and reads as one: the quote and its author at most 40 px apart, the person's initials standing in for a photo`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/');
    const region = page.getByRole('region', { name: testimonials.title });
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('.swiper-initialized')).toHaveCount(1);
    for (const testimonial of testimonials.testimonials) {
      // The carousel's loop holds copies of the slides: the card in the slide Swiper counts as the original.
      const card = region.locator('.swiper-slide:not(.swiper-slide-duplicate) figure').filter({
        hasText: testimonial.quote,
      });
      const [cardBox, quoteBox, authorBox] = await Promise.all(
        [card, card.locator('blockquote'), card.locator('figcaption')].map(boxOf),
      );
      expect(Math.round(cardBox.height)).toBe(380);
      expect(authorBox.y - (quoteBox.y + quoteBox.height), testimonial.name).toBeLessThanOrEqual(40);
      expect(authorBox.y + authorBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
      // No photo in site.yaml: the initials, no drawn face.
      expect(testimonial.image).toBeUndefined();
      const initials = testimonial.name
        .split(' ')
        .map((word) => word[0])
        .join('');
      await expect(card.locator('figcaption')).toContainText(initials);
      await expect(card.getByRole('img')).toHaveCount(0);
    }
  });
}

test('with JavaScript off the home page reads in full: every slide, stat, product, client, service and testimonial', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(hero.title);
  for (const slide of hero.slides) {
    await expect(main.getByText(slide.title, { exact: true })).toBeVisible();
    await expect(main.getByText(slide.subtitle, { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: slide.ctaText })).toHaveAttribute('href', slide.ctaLink);
  }
  for (const item of stats.items)
    await expect(
      page.getByRole('region', { name: stats.title }).getByText(`${item.value} ${item.label}`),
    ).toBeVisible();
  for (const product of products.products)
    await expect(main.getByText(product.description, { exact: true })).toBeVisible();
  for (const client of clients.clients)
    await expect(
      page.getByRole('region', { name: clients.title, exact: true }).getByText(client.name, { exact: true }),
    ).toBeVisible();
  for (const service of services.items)
    await expect(main.getByText(service.description, { exact: true })).toBeVisible();
  for (const testimonial of testimonials.testimonials)
    await expect(main.getByText(testimonial.quote, { exact: true })).toBeVisible();
  // Without the app, the meeting button is a link to the contact page's calendar, below its form.
  await expect(main.getByRole('link', { name: 'Book a Meeting' })).toHaveAttribute('href', '/contact#book-a-meeting');
  await context.close();
});

/** The box of a located element, or a failure naming it when it has none (hidden or absent). */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
};

for (const width of [1280, 390]) {
  test(`at ${width} px the hero says who the company is: the positioning headline first and largest, Book a Meeting and See Case Studies side by side, the offers rotating inside it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/');
    const region = page.getByRole('region', { name: hero.title });
    const headline = region.getByRole('heading', { level: 1 });
    await expect(headline).toHaveText(hero.title);
    const headlineBox = await boxOf(headline);
    const headlineSize = await headline.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(headlineSize).toBeGreaterThanOrEqual(width >= 1024 ? 44 : 32);
    for (const slide of hero.slides) {
      const offer = region.getByRole('heading', { level: 2, name: slide.title });
      // The offers are inside the hero, under the headline and smaller than it.
      await expect
        .poll(() => offer.evaluate((element) => parseFloat(getComputedStyle(element).fontSize) * 1.5))
        .toBeLessThan(headlineSize);
    }
    expect((await boxOf(region.getByRole('heading', { level: 2, name: hero.slides[0].title }))).y).toBeGreaterThan(
      headlineBox.y + headlineBox.height,
    );

    const book = region.getByRole('button', { name: 'Book a Meeting' });
    const cases = region.getByRole('link', { name: 'See Case Studies' });
    await expect(cases).toHaveAttribute('href', '/case-studies');
    const [bookBox, casesBox] = [await boxOf(book), await boxOf(cases)];
    expect(casesBox.y, 'side by side').toBe(bookBox.y);
    expect(casesBox.x).toBeGreaterThan(bookBox.x + bookBox.width);
    // Both buttons come before the offers: the visitor meets them with the headline.
    expect(bookBox.y).toBeLessThan((await boxOf(region.locator('.swiper'))).y);

    const illustration = region.getByRole('img', { name: hero.image!.alt });
    if (width >= 1024) {
      await expect(illustration).toBeVisible();
      const art = await boxOf(illustration);
      // Beside the words under the headline: to the right of the buttons, level with them.
      expect(art.x).toBeGreaterThanOrEqual(casesBox.x + casesBox.width);
      expect(art.y).toBeLessThan(casesBox.y + casesBox.height);
      expect(art.y + art.height).toBeGreaterThan(headlineBox.y + headlineBox.height);
    } else {
      await expect(illustration).toBeHidden();
    }

    // The IQ card beside the hero starts level with it and keeps its own height (stretched to the hero's, its
    // Start button fell below the fold and its sample question floated in empty space): it ends within the hero.
    const heroBox = await boxOf(region);
    const card = await boxOf(page.getByRole('region', { name: 'Test Your IQ' }).locator('> div'));
    if (width >= 1024) {
      expect(card.x).toBeGreaterThan(heroBox.x + heroBox.width - 1);
      expect(card.y).toBeLessThanOrEqual(headlineBox.y);
      expect(card.y + card.height).toBeLessThanOrEqual(heroBox.y + heroBox.height);
    } else {
      expect(card.y).toBeGreaterThanOrEqual(heroBox.y + heroBox.height - 1);
    }
  });
}
