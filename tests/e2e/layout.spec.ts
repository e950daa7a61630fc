import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';

/** A row of a grid's items, and how far its first item starts from the grid's left and its last ends from the right. */
interface Row {
  items: number;
  leftGap: number;
  rightGap: number;
}

/**
 * Every grid of a page's main content (a CSS grid, or a wrapping flex row of equal-width items: a row of
 * tags of different widths is text, which flows from the left) with more than one row, as its rows.
 * Items are grouped in rows by their top edge.
 */
async function readGrids(page: import('@playwright/test').Page) {
  return page.getByRole('main').evaluate((main) => {
    const grids: { name: string; rows: Row[] }[] = [];
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      const isGrid = style.display === 'grid' || (style.display === 'flex' && style.flexWrap === 'wrap');
      if (!isGrid) continue;
      const children = [...element.children].filter(
        (child) => child.getClientRects().length > 0 && getComputedStyle(child).position !== 'absolute',
      );
      if (children.length < 2) continue;
      const widths = children.map((child) => child.getBoundingClientRect().width);
      if (style.display === 'flex' && Math.max(...widths) - Math.min(...widths) > 2) continue;
      const box = element.getBoundingClientRect();
      const contentLeft = box.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
      const contentRight = box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      const rows: { top: number; left: number; right: number; items: number }[] = [];
      for (const child of children) {
        const rect = child.getBoundingClientRect();
        const row = rows.find((candidate) => Math.abs(candidate.top - rect.top) < 2);
        if (row) {
          row.left = Math.min(row.left, rect.left);
          row.right = Math.max(row.right, rect.right);
          row.items += 1;
        } else rows.push({ top: rect.top, left: rect.left, right: rect.right, items: 1 });
      }
      if (rows.length < 2) continue;
      rows.sort((a, b) => a.top - b.top);
      const heading = element.closest('section')?.querySelector('h2, h3')?.textContent?.trim();
      grids.push({
        name: `${element.tagName.toLowerCase()}${heading ? ` under "${heading}"` : ''}`,
        rows: rows.map((row) => ({
          items: row.items,
          leftGap: Math.round(row.left - contentLeft),
          rightGap: Math.round(contentRight - row.right),
        })),
      });
    }
    return grids;
  });
}

for (const width of [1280, 820]) {
  test(`every grid's last row is full or centred, on every route, at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // The settled layout: an entrance animation caught half-way (a figure still sliding in) is not a row.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let checked = 0;
    for (const route of site.routes) {
      await gotoHydrated(page, route.path);
      for (const grid of await readGrids(page)) {
        const last = grid.rows.at(-1)!;
        const first = grid.rows[0];
        const full = last.items === first.items;
        const centred = Math.abs(last.leftGap - last.rightGap) <= 2;
        expect.soft(full || centred, `${route.path}: ${grid.name} ends with ${JSON.stringify(grid.rows)}`).toBe(true);
        checked += 1;
      }
    }
    // The home page alone has the products, the services and the stats: the walk did find grids.
    expect(checked).toBeGreaterThan(10);
  });
}

test('for a visitor who prefers reduced motion nothing on any route enters moving or late: no element is given an animation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const route of site.routes) {
    // The prerendered page's styles are what a visitor sees first, before the app runs.
    await page.goto(route.path);
    const animated = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => getComputedStyle(element).animationName !== 'none')
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`),
    );
    expect.soft(animated, route.path).toEqual([]);
  }
});
