import { expect, test } from '@playwright/test';
import type { FactBoxBlock } from '#generated/site-types';
import { site } from './support/read-site';

/**
 * A figure as a visitor reads it: a number with a sign of quantity (50+, 10k+, 40%, 3x, $100k+, $5k). The sign
 * after the number is left out of the comparison, so "over 10k agents" and "10k+ agents" count as one figure.
 */
const FIGURE = /(?<![\w.$])(\$?\d[\d,.]*)(k\+?|\+|%|x)(?![\w])/gi;

function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map(
    (match) => match[1] + (match[2].toLowerCase().startsWith('k') ? 'k' : match[2]),
  );
}

/**
 * The figures a page states twice. A card of a list that leads to another page (a case study on /case-studies)
 * speaks for that page: two clients may both have reached 60 %, and two such cards are not a repeat. A card's
 * figure stated again by the page around it, or twice in one card, is.
 */
function findRepeats(page: string, cards: string[]): string[] {
  const perCard = cards.map(figuresIn);
  const around = figuresIn(page);
  // A card's text is part of the page's, so each card figure is found around it; were it not, nothing is taken.
  for (const figure of perCard.flat()) {
    const index = around.indexOf(figure);
    if (index >= 0) around.splice(index, 1);
  }
  const repeated = new Set<string>();
  around.forEach((figure, index) => {
    if (around.indexOf(figure) !== index || perCard.some((card) => card.includes(figure))) repeated.add(figure);
  });
  for (const card of perCard)
    card.forEach((figure, index) => {
      if (card.indexOf(figure) !== index) repeated.add(figure);
    });
  return [...repeated];
}

test.describe('as every page reads first (without JavaScript: every slide and card on the page)', () => {
  test.use({ javaScriptEnabled: false });

  test('no page states one figure twice', async ({ page }) => {
    test.setTimeout(30_000 + site.routes.length * 2_000);
    const repeated: Record<string, string[]> = {};
    for (const route of site.routes) {
      await page.goto(route.path);
      const main = page.getByRole('main');
      const cards = await main
        .locator('li')
        .filter({ has: page.locator(`a[href^="/"]:not([href="${route.path}"])`) })
        .filter({ hasNot: page.locator('li') })
        .allInnerTexts();
      const twice = findRepeats(await main.innerText(), cards);
      if (twice.length > 0) repeated[route.path] = twice;
    }
    expect(repeated).toEqual({});
  });

  test("no fact a page's Did you know? box may pick states a figure the page states already", async ({ page }) => {
    test.setTimeout(30_000 + site.routes.length * 2_000);
    const restated: Record<string, string[]> = {};
    for (const route of site.routes) {
      const box = route.blocks.find((block): block is FactBoxBlock => block.type === 'fact-box');
      if (!box) continue;
      await page.goto(route.path);
      const shown = await page.getByRole('region', { name: box.title }).innerText();
      const around = figuresIn((await page.getByRole('main').innerText()).replace(shown, ''));
      const facts = box.facts.facts.filter((fact) => figuresIn(fact).some((figure) => around.includes(figure)));
      if (facts.length > 0) restated[route.path] = facts;
    }
    expect(restated).toEqual({});
  });
});

test('the figure reader finds what a visitor counts as a figure, and only that', () => {
  expect(
    figuresIn('50+ Businesses, over 10k agents and 10k+ more, 40% faster, 3x the replies, $100k+ or $5k.'),
  ).toEqual(['50+', '10k', '10k', '40%', '3x', '$100k', '$5k']);
  expect(figuresIn('In 2 weeks, 12 rigs, Question 1 of 10, S/4HANA, 24/7, 0x1f')).toEqual([]);
});

test('two cards leading to two pages may share a figure; the page around a card, or one card, may not', () => {
  expect(
    findRepeats('Rotana 60% faster. Digital Personas 60% faster.', [
      'Rotana 60% faster.',
      'Digital Personas 60% faster.',
    ]),
  ).toEqual([]);
  expect(findRepeats('Rotana 25% faster. Orders got 25% faster.', ['Rotana 25% faster.'])).toEqual(['25%']);
  expect(findRepeats('10k+ agents. Over 10k agents.', [])).toEqual(['10k']);
  expect(findRepeats('Yash 70% and 70%.', ['Yash 70% and 70%.'])).toEqual(['70%']);
});
