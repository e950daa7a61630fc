import { expect, test, type Page } from '@playwright/test';
import type { NameStripBlock, ProjectGridBlock } from '#generated/site-types';
import { collectConsoleProblems } from './support/console-errors';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';

const listing = site.routes.find((route) => route.path === '/case-studies')!;
const grid = listing.blocks.find((block) => block.type === 'project-grid') as ProjectGridBlock;
const strip = listing.blocks.find((block) => block.type === 'name-strip') as NameStripBlock;
const categories = [...new Set(grid.projects.map((project) => project.category!))];

const section = (page: Page) => page.getByRole('region', { name: grid.title });
const cards = (page: Page) => section(page).getByRole('listitem');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The headings that name a category: the groups' (the cards show their category as plain text). */
const groupHeadings = (page: Page) =>
  section(page).getByRole('heading', { name: new RegExp(`^(${categories.map(escapeRegExp).join('|')})$`) });
const cardTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();

test("the spec's listing: 6 projects (QuickMind has a page but is not listed) in 2 categories, and 6 trusted names", () => {
  expect(grid.projects.map((project) => project.id)).toEqual([
    'cognatrix',
    'inflify',
    'rotana',
    'digitalpersonas',
    'yash',
    'targetengineering',
  ]);
  expect([...categories].sort()).toEqual(['AI & Enterprise Solutions', 'Marketing & Business Tools']);
  expect(strip.clients).toHaveLength(6);
});

test('grouped under the category headings; each filter shows its category as a flat grid, kept in ?category=; All Projects restores the groups', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  await gotoHydrated(page, '/case-studies');
  await expect(cards(page)).toHaveCount(6);
  await expect(groupHeadings(page)).toHaveText(categories);
  const filters = page.getByRole('group', { name: grid.labels.filter });
  await expect(filters.getByRole('button')).toHaveText([grid.labels.all, ...categories]);
  await expect(filters.getByRole('button', { name: grid.labels.all })).toHaveAttribute('aria-pressed', 'true');

  for (const category of categories) {
    await filters.getByRole('button', { name: category }).click();
    await expect(filters.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(`/case-studies?category=${encodeURIComponent(category).replace(/%20/g, '+')}`);
    const expected = grid.projects.filter((project) => project.category === category).map((project) => project.title);
    await expect(cards(page)).toHaveCount(expected.length);
    expect(await cardTitles(page)).toEqual(expected);
    await expect(groupHeadings(page)).toHaveCount(0);
    for (const card of await cards(page).all()) await expect(card.getByText(category, { exact: true })).toBeVisible();
  }

  await filters.getByRole('button', { name: grid.labels.all }).click();
  await expect(page).toHaveURL('/case-studies');
  await expect(cards(page)).toHaveCount(6);
  await expect(groupHeadings(page)).toHaveText(categories);
  expect(problems).toEqual([]);
});

test('a shared address with ?category= opens on that category, after a hydration without mismatch', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const category = categories[1];
  await gotoHydrated(page, `/case-studies?category=${encodeURIComponent(category)}`);
  await expect(
    page.getByRole('group', { name: grid.labels.filter }).getByRole('button', { name: category }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(grid.projects.filter((project) => project.category === category).length);
  await expect(groupHeadings(page)).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('each card: image, category, title, description, View Case Study to its page and an external Website link; every case-study link resolves', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/case-studies');
  for (const project of grid.projects) {
    const card = cards(page).filter({ has: page.getByRole('heading', { name: project.title, exact: true }) });
    await expect(card.getByRole('img', { name: project.image!.alt })).toHaveAttribute(
      'width',
      String(project.image!.width),
    );
    await expect(card.getByText(project.summary, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: new RegExp(`^${grid.labels.website}`) })).toHaveAttribute(
      'href',
      project.website!,
    );
    await expect(card.getByRole('link', { name: new RegExp(`^${grid.labels.website}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
    const view = card.getByRole('link', { name: new RegExp(`^${grid.labels.viewCaseStudy}`) });
    await expect(view).toHaveAttribute('href', `/case-study/${project.id}`);
    expect((await request.get(`/case-study/${project.id}`)).status()).toBe(200);
  }
  await cards(page)
    .first()
    .getByRole('link', { name: new RegExp(`^${grid.labels.viewCaseStudy}`) })
    .click();
  await expect(page).toHaveURL(`/case-study/${grid.projects[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(grid.projects[0].title);
});

test('with JavaScript off the grouped list is the page: all six projects under their headings, the trusted names, no filter buttons', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/case-studies');
  await expect(cards(page)).toHaveCount(6);
  await expect(groupHeadings(page)).toHaveText(categories);
  for (const project of grid.projects) await expect(page.getByText(project.summary, { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: grid.labels.filter })).toBeHidden();
  const trusted = page.getByRole('region', { name: strip.title });
  for (const client of strip.clients) await expect(trusted.getByText(client.name, { exact: true })).toBeVisible();
  await context.close();
});

test('on a phone (390 px) the filter is one row that scrolls sideways, and its last button can be reached and used', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/case-studies');
  const filter = section(page).getByRole('group', { name: grid.labels.filter });
  const buttons = filter.getByRole('button');
  await expect(buttons).toHaveCount(categories.length + 1);
  const tops = await buttons.evaluateAll((all) => all.map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'one row').toBe(1);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'the page itself does not scroll sideways',
  ).toBe(390);
  const last = buttons.last();
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await expect(groupHeadings(page)).toHaveCount(0);
});
