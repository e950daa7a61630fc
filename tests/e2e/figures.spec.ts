import { expect, test } from '@playwright/test';
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

test.describe('as every page reads first (without JavaScript: every slide and card on the page)', () => {
  test.use({ javaScriptEnabled: false });

  test('no page states one figure twice', async ({ page }) => {
    test.setTimeout(30_000 + site.routes.length * 2_000);
    const repeated: Record<string, string[]> = {};
    for (const route of site.routes) {
      await page.goto(route.path);
      const text = await page.getByRole('main').innerText();
      const figures = figuresIn(text);
      const twice = [...new Set(figures.filter((figure, index) => figures.indexOf(figure) !== index))];
      if (twice.length > 0) repeated[route.path] = twice;
    }
    expect(repeated).toEqual({});
  });
});

test('the figure reader finds what a visitor counts as a figure, and only that', () => {
  expect(
    figuresIn('50+ Businesses, over 10k agents and 10k+ more, 40% faster, 3x the replies, $100k+ or $5k.'),
  ).toEqual(['50+', '10k', '10k', '40%', '3x', '$100k', '$5k']);
  expect(figuresIn('In 2 weeks, 12 rigs, Question 1 of 10, S/4HANA, 24/7, 0x1f')).toEqual([]);
});
