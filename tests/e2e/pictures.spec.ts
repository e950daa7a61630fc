import { expect, test } from '@playwright/test';
import type { CaseStudy, PageHeroBlock, RelatedCaseStudyBlock } from '#generated/site-types';
import { site } from './support/read-site';

test('no two pages open with the same picture, and /, /about, /solutions and every solution and service page have one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const shownBy = new Map<string, string>();
  const withPicture: string[] = [];
  for (const { path } of site.routes) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // The page's first section, as built: the light theme's picture (or the only one) in it.
    const sources = await page
      .getByRole('main')
      .locator('section')
      .first()
      .locator('img:not([data-theme-variant="dark"]), picture:not([data-theme-variant="dark"]) img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')!));
    for (const src of sources) {
      expect(shownBy.get(src), `${path} opens with ${src}`).toBeUndefined();
      shownBy.set(src, path);
    }
    if (sources.length > 0) withPicture.push(path);
  }
  const needing = site.routes
    .map((route) => route.path)
    .filter((path) => ['/', '/about', '/solutions'].includes(path) || /^\/(solutions|services)\//.test(path));
  expect(needing.filter((path) => !withPicture.includes(path))).toEqual([]);
});

/** The pages the issue names, each with the case study that proves it. */
const related: Record<string, string> = {
  '/solutions/cybersecurity': 'inflify',
  '/services/it-staffing': 'yash',
  '/solutions/hrms': 'targetengineering',
  '/solutions/restaurant-pos': 'rotana',
  '/solutions/ai': 'cognatrix',
};

for (const [path, id] of Object.entries(related)) {
  const study = (site.collections.caseStudies as CaseStudy[]).find((entry) => entry.id === id)!;
  const [headline] = study.results;

  test(`${path} shows ${study.title}'s case study with its headline figure, its screen on a wide screen, its words alone on a phone`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const route = site.routes.find((candidate) => candidate.path === path)!;
    const block = route.blocks.find((each) => each.type === 'related-case-study') as RelatedCaseStudyBlock;
    expect(block.study.id).toBe(id);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const section = page.getByRole('region', { name: 'Related Case Study' });
    await expect(section.getByRole('heading', { level: 3, name: study.title })).toBeVisible();
    await expect(section.locator('strong', { hasText: headline.figure! })).toBeVisible();
    await expect(section).toContainText(`${headline.figure}${headline.title}`);
    const link = section.getByRole('link', { name: `View Case Study: ${study.title}` });
    await expect(link).toHaveAttribute('href', `/case-study/${id}`);
    const screen = section.getByRole('img', { name: study.image!.alt, exact: true });
    await screen.scrollIntoViewIfNeeded();
    await expect(screen).toBeVisible();
    await expect
      .poll(() => screen.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);

    // On a phone, a first visit (nothing cached: Chromium draws a lazy picture it already holds at once): the
    // figure and the link; neither the study's picture nor the hero's is drawn or downloaded.
    const hero = route.blocks.find((each) => each.type === 'page-hero') as PageHeroBlock;
    const pictures = [study.image!.src, study.image!.darkSrc, hero.image!.src, hero.image!.darkSrc];
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const requested: string[] = [];
    phone.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await phone.goto(`${baseURL}${path}`);
    const onPhone = phone.getByRole('region', { name: 'Related Case Study' });
    await expect(onPhone.locator('strong', { hasText: headline.figure! })).toBeVisible();
    await expect(onPhone.getByRole('link', { name: `View Case Study: ${study.title}` })).toBeVisible();
    await expect(phone.getByRole('main').getByRole('img')).toHaveCount(0);
    await phone.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await phone.waitForLoadState('networkidle');
    expect(requested.filter((address) => pictures.includes(address))).toEqual([]);
    await phone.close();
  });
}
