import { expect, test } from '@playwright/test';
import { readContrast } from './support/contrast';
import { gotoHydrated } from './support/goto-hydrated';
import { site } from './support/read-site';

const bandOf = (block: object) => ('band' in block ? (block.band as string) : undefined);

test('every long page alternates its sections: a tinted band, never two side by side, and a brand band closes it where it has a call to action', () => {
  const longPages = site.routes.filter((route) => route.blocks.length >= 5);
  expect(longPages.length).toBeGreaterThan(10);
  for (const route of longPages) {
    const bands = route.blocks.map(bandOf);
    expect(bands, route.path).toContain('tinted');
    bands.forEach((band, index) => {
      if (band === 'tinted') expect(bands[index + 1], `${route.path}: two tinted bands in a row`).not.toBe('tinted');
    });
    const closing = route.blocks.filter((block) => block.type === 'action-band').at(-1);
    if (closing) expect(bandOf(closing), route.path).toBe('brand');
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`in the ${theme} theme the bands span the screen in their own colours, and the brand band's words read on it`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    const route = site.routes.find((candidate) => candidate.path === '/services/digital-transformation')!;
    await gotoHydrated(page, route.path);
    const expected = route.blocks.map(bandOf).filter(Boolean);
    const bands = page.getByRole('main').locator('[data-band]');
    await expect(bands).toHaveCount(expected.length);
    expect(await bands.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-band')))).toEqual(
      expected,
    );

    const pageBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const screenWidth = await page.evaluate(() => document.documentElement.clientWidth);
    for (const band of await bands.all()) {
      await band.scrollIntoViewIfNeeded();
      const box = (await band.boundingBox())!;
      expect(box.x).toBe(0);
      expect(box.width).toBe(screenWidth);
      const background = await band.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
      expect(background).not.toBe(pageBackground);
      // The heading and every button's words, on the band's colour (WCAG AA: 4.5:1 for text).
      for (const words of await band.locator('h2, p, a, button').all())
        expect(await readContrast(words, { property: 'color' }), await words.innerText()).toBeGreaterThanOrEqual(4.5);
    }
    // A brand band is dark in both themes: its heading is light on it.
    const brand = bands.and(page.locator('[data-band="brand"]'));
    expect(await readContrast(brand.locator('h2'), { property: 'color' })).toBeGreaterThanOrEqual(7);
  });
}
