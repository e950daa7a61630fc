import { expect, test, type Page } from '@playwright/test';
import type { Route } from '#generated/site-types';
import { collectConsoleProblems } from './support/console-errors';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';
import { openHeaderMenu } from './support/open-header-menu';

const pages = site.routes.filter((route) => /^\/(solutions|services)\//.test(route.path));
const factLists = new Map(site.collections.facts!.map((list) => [list.id, list.facts]));
/** The list a page's facts come from: its solution type's, or the default list for a type without one (sap). */
const factsFor = (route: Route) => factLists.get(route.tags.solutionType) ?? factLists.get('default')!;
const heroOf = (route: Route) => route.blocks.find((block) => block.type === 'page-hero')!;

/** The spec's "Browse next" chain (section 2), the targets outside its route table fixed as DESIGN.md decides. */
const browseNext: Record<string, { label: string; href: string }> = {
  '/services/ai-business-services': {
    label: 'Custom Software Development',
    href: '/solutions/custom-software-development',
  },
  '/services/whitelabel-services': { label: 'AI Business Solutions', href: '/solutions/ai-business-solutions' },
  '/services/it-staffing': { label: 'Custom Software Development', href: '/solutions/custom-software-development' },
  // Not in the spec's chain: the service page leads on to its solution version.
  '/services/digital-transformation': {
    label: 'Digital Transformation Solutions',
    href: '/solutions/digital-transformation',
  },
  '/solutions/ai': { label: 'Data Analytics', href: '/solutions/data-analytics' },
  '/solutions/ai-business-solutions': { label: 'Cloud Solutions', href: '/solutions/cloud-solutions' },
  '/solutions/cloud-solutions': { label: 'Data Analytics', href: '/solutions/data-analytics' },
  '/solutions/custom-software-development': {
    label: 'AI Business Solutions',
    href: '/solutions/ai-business-solutions',
  },
  '/solutions/cybersecurity': { label: 'Data Analytics', href: '/solutions/data-analytics' },
  '/solutions/data-analytics': { label: 'IT Staffing', href: '/services/it-staffing' },
  '/solutions/hrms': { label: 'AI Solutions', href: '/solutions/ai' },
  '/solutions/restaurant-pos': { label: 'HRMS', href: '/solutions/hrms' },
};

const digitalTransformation = [
  ['Digital Roadmapping', 'Process Optimisation', 'Technology Integration'],
  3,
  3,
  ['Assessment & Strategy', 'Implementation & Integration', 'Optimization & Scaling'],
] as const;

/** The spec's figures, section by section: the item titles it names, or how many items it counts. */
const figures: Record<string, Array<readonly string[] | number>> = {
  '/services/ai-business-services': [
    [
      'AI-Driven Process Automation',
      'Intelligent Decision Support',
      'Multi-Agent Systems',
      'Generative AI Integration',
      'Smart Data Processing',
      'Cloud-Native AI Solutions',
    ],
    4,
  ],
  '/services/whitelabel-services': [
    10,
    ['Quarterly Subscriptions', 'Team Extension', 'Custom Branding and UI', 'Ongoing Support'],
    6,
  ],
  '/services/digital-transformation': [...digitalTransformation],
  '/solutions/digital-transformation': [...digitalTransformation],
  '/services/it-staffing': [
    ['SAP', 'Oracle', 'PeopleSoft', 'Workday', 'Microsoft Dynamics'],
    ['Contract and Permanent', 'Project-Based', 'Managed IT Services', 'Remote and Onsite'],
  ],
  '/solutions/sap-solutions': [
    [
      'S/4HANA Implementation',
      'Cloud Integration',
      'Security',
      'Optimization',
      'Analytics',
      'Business Process Automation',
    ],
    4,
  ],
};

/** Every later call to Math.random in the page returns `value`, from its first script on. */
const fixRandom = (page: Page, value: number) =>
  page.addInitScript((fixed) => Object.assign(Math, { random: () => fixed }), value);

/** The titles of the items of each section of main that holds a list (capabilities, benefits, steps...), in order. */
const readSections = (page: Page) =>
  page
    .getByRole('main')
    .locator('section:has(> ul, > ol)')
    .evaluateAll((sections) =>
      sections.map((section) =>
        Array.from(
          section.querySelectorAll(':scope > ul > li h3, :scope > ol > li h3'),
          (heading) => heading.textContent,
        ),
      ),
    );

test("there are the spec's 10 solution and 4 service pages", () => {
  expect(pages.map((route) => route.path).filter((path) => path.startsWith('/solutions/'))).toHaveLength(10);
  expect(pages.map((route) => route.path).filter((path) => path.startsWith('/services/'))).toHaveLength(4);
});

for (const route of pages) {
  const isService = route.path.startsWith('/services/');

  test(`${route.path}: prerendered head with Service data, one h1, both buttons twice, the spec's figures, a fact from its list that changes on reload, and its next page`, async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const facts = factsFor(route);
    const hero = heroOf(route);

    // What a crawler gets: the page's own head, complete before any script runs.
    const html = await (await page.request.get(route.path)).text();
    const canonical = `${site.settings.baseUrl}${route.path}`;
    expect(html).toContain(`<title>${route.title.replaceAll('&', '&amp;')}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toMatch(new RegExp(`<meta name="description" content="[^"]+"/>`));
    expect(html).toContain(facts[0].replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));
    // The shared service-page layout, solution pages included: the tab title, the Service data.
    expect(route.title).toBe(`${hero.title} | ${site.settings.company}`);
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
    expect(jsonLd).toMatchObject({
      '@type': 'Service',
      name: hero.title,
      url: canonical,
      provider: { '@type': 'Organization', name: site.settings.company },
    });
    expect(jsonLd.serviceType).toEqual(expect.any(String));
    expect(html).toContain(`<meta property="og:title" content="${route.title.replaceAll('&', '&amp;')}"/>`);

    // Math.random at 0.999 picks the last fact of the list; the prerendered page showed the first.
    await fixRandom(page, 0.999);
    await gotoHydrated(page, route.path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(hero.title);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
    const factBox = page.getByRole('region', { name: 'Did you know?' });
    await expect(factBox).toContainText(facts.at(-1)!);
    await expect(factBox).toContainText('Refresh this page to know another fact');
    // Reloading picks again: at 0 it is the first fact.
    await fixRandom(page, 0);
    await page.reload();
    await page.locator('html[data-js]').waitFor({ state: 'attached' });
    await expect(factBox).toContainText(facts[0]);
    await expect(factBox).not.toContainText(facts.at(-1)!);

    const expected = figures[route.path];
    const sections = await readSections(page);
    if (expected) {
      expected.forEach((figure, index) => {
        if (typeof figure === 'number') expect(sections[index], `${route.path} section ${index}`).toHaveLength(figure);
        else expect(sections[index], `${route.path} section ${index}`).toEqual(figure);
      });
    } else {
      // The shared solution layout: capabilities, then why-choose points or a services grid.
      expect(sections[0].length).toBeGreaterThanOrEqual(3);
      expect(sections[1].length).toBeGreaterThanOrEqual(3);
    }

    // Book a Meeting and Contact Us in the hero, and again at the bottom.
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Book a Meeting' })).toHaveCount(2);
    await expect(main.getByRole('link', { name: 'Contact Us', exact: true })).toHaveCount(2);
    for (const link of await main.getByRole('link', { name: 'Contact Us', exact: true }).all())
      await expect(link).toHaveAttribute('href', '/contact');
    await main.getByRole('button', { name: 'Book a Meeting' }).last().click();
    await expect(page.getByRole('dialog', { name: 'Schedule a Meeting' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    if (!isService) {
      const explore = page.getByRole('region', { name: 'Explore Our Other Solutions' });
      // The spec's closing link, leading to the page of every solution, over a card for each of the others.
      await expect(explore.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', '/solutions');
      const others = explore.getByRole('listitem').getByRole('link');
      await expect(others).toHaveCount(9);
      for (const link of await others.all()) {
        const href = await link.getAttribute('href');
        expect(href).not.toBe(route.path);
        expect(
          site.routes.some((candidate) => candidate.path === href),
          `${href} is a page`,
        ).toBe(true);
      }
    }

    const next = browseNext[route.path];
    if (next) {
      const target = site.routes.find((candidate) => candidate.path === next.href)!;
      expect(target, `${next.href} is a page`).toBeTruthy();
      await page
        .getByRole('navigation', { name: 'Browse Next' })
        .getByRole('link', { name: `Browse Next: ${next.label}`, exact: true })
        .click();
      await expect(page).toHaveURL(next.href);
      await expect(page.locator('h1')).toHaveText(heroOf(target).title);
      await expect(page).toHaveTitle(target.title);
    } else {
      await expect(page.getByRole('navigation', { name: 'Browse Next' })).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });
}

test('the Digital Transformation pages offer Schedule a Consultation and Explore Cloud Solutions', async ({ page }) => {
  for (const path of ['/services/digital-transformation', '/solutions/digital-transformation']) {
    await gotoHydrated(page, path);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Schedule a Consultation' }).first()).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main.getByRole('link', { name: 'Explore Cloud Solutions' }).first()).toHaveAttribute(
      'href',
      '/solutions/cloud-solutions',
    );
    await expect(
      main.getByRole('list').filter({ hasText: 'Assessment & Strategy' }).locator('xpath=self::ol'),
    ).toHaveCount(1);
  }
});

test("without JavaScript a service page reads fully: the first fact, and Book a Meeting leads to the contact page's calendar", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const route = pages.find((candidate) => candidate.path === '/services/it-staffing')!;
  await page.goto(route.path);
  await expect(page.getByRole('region', { name: 'Did you know?' })).toContainText(factsFor(route)[0]);
  const bookings = page.getByRole('main').getByRole('link', { name: 'Book a Meeting' });
  await expect(bookings).toHaveCount(2);
  for (const link of await bookings.all()) await expect(link).toHaveAttribute('href', '/contact#book-a-meeting');
  await context.close();
});

test("'Explore Our Other Solutions' and the footer's Solutions link lead to the page of every solution; the header's Solutions menu keeps the spec's six", async ({
  page,
}) => {
  const solutions = site.collections.solutions!;
  await gotoHydrated(page, '/solutions/hrms');
  await page.getByRole('link', { name: 'Explore Our Other Solutions', exact: true }).click();
  await expect(page).toHaveURL('/solutions');
  await expect(page.locator('h1')).toHaveText('Our Solutions');
  await expect(page).toHaveTitle(`Solutions | ${site.settings.company}`);
  const cards = page.getByRole('region', { name: 'All Solutions' }).getByRole('listitem').getByRole('link');
  expect(
    await cards.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])),
  ).toEqual(solutions.map((solution) => [solution.title, solution.page]));
  await cards.filter({ hasText: 'Cybersecurity' }).click();
  await expect(page).toHaveURL('/solutions/cybersecurity');

  // The header's Solutions menu keeps the spec's six; the footer's Solutions link leads to the overview.
  const panel = await openHeaderMenu(page, 'Solutions');
  await expect(panel.getByRole('link')).toHaveCount(6);
  await expect(panel.getByRole('link', { name: /all solutions/i })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Solutions', exact: true }).click();
  await expect(page).toHaveURL('/solutions');
  await expect(page.locator('h1')).toHaveText('Our Solutions');
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every solution and service page is at most 5,000 px tall, and closes with the other solutions as a compact two-column list', async ({
    page,
  }) => {
    test.setTimeout(30_000 + pages.length * 4_000);
    const heights: Record<string, number> = {};
    for (const route of pages) {
      await gotoHydrated(page, route.path);
      heights[route.path] = await page.evaluate(() => document.documentElement.scrollHeight);
      const closing = page.getByRole('region', { name: 'Explore Our Other Solutions' });
      if (route.path.startsWith('/solutions/')) {
        const boxes = await closing
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
        expect(boxes.length, route.path).toBeGreaterThan(1);
        // Two side by side on each row, every card no taller than a name of two or three lines.
        expect(new Set(boxes.map((box) => Math.round(box.x))).size, route.path).toBe(2);
        for (const box of boxes) expect(box.height, route.path).toBeLessThanOrEqual(90);
      }
    }
    for (const [path, height] of Object.entries(heights)) expect(height, path).toBeLessThanOrEqual(5000);
  });
});

test('the related case study is a card that leads on: its edge changes on hover, as the other such cards do', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // No transition: the colour read is the one it comes to.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const route = pages.find((candidate) => candidate.blocks.some((block) => block.type === 'related-case-study'))!;
  const { study } = route.blocks.find((block) => block.type === 'related-case-study') as unknown as {
    study: { title: string };
  };
  const { title } = study;
  await gotoHydrated(page, route.path);
  const card = page
    .getByRole('main')
    .locator('article', { has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  const edge = () => card.evaluate((element) => getComputedStyle(element).borderTopColor);
  const resting = await edge();
  await card.hover();
  await expect.poll(edge).not.toBe(resting);
});
