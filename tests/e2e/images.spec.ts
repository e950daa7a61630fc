import { expect, test } from '@playwright/test';
import { toImageVariantPath } from '#site/routes/image-variants';
import { site } from './support/read-site';

const about = site.routes.find((route) => route.path === '/about')!;
const screenshot = about.blocks.find((block) => block.type === 'page-hero' && 'image' in block && block.image) as {
  image: { src: string; alt: string; width: number; height: number };
};

test.describe('a raster picture from site.yaml', () => {
  test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });

  test('is answered as AVIF to a browser that accepts it, at the width it asked for', async ({ page }) => {
    expect(screenshot.image.src).toMatch(/\.png$/);
    const answers: { url: string; type: string }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/_img/'))
        answers.push({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '' });
    });
    await page.goto('/about');
    const image = page.getByRole('main').getByRole('img', { name: screenshot.image.alt, exact: true });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
    // Shown 560 px wide on a 1x screen: the 640 px copy is the smallest that covers it.
    const chosen = await image.evaluate(async (element: HTMLImageElement) => {
      // The file's own pixels, decoded by the browser (naturalWidth is in CSS pixels for a srcset pick).
      const bitmap = await createImageBitmap(await (await fetch(element.currentSrc)).blob());
      return { src: new URL(element.currentSrc).pathname, pixels: bitmap.width };
    });
    expect(chosen).toEqual({ src: toImageVariantPath(screenshot.image.src, 640, 'avif'), pixels: 640 });
    expect(answers).toContainEqual({ url: chosen.src, type: 'image/avif' });
    // Its box is reserved by width and height before the file arrives.
    await expect(image).toHaveAttribute('width', String(screenshot.image.width));
    await expect(image).toHaveAttribute('height', String(screenshot.image.height));
  });

  test('a browser without AVIF gets WebP, and the original stays the fallback', async ({ page }) => {
    await page.goto('/about');
    const picture = page.getByRole('main').locator('picture').first();
    await expect(picture.locator('source').first()).toHaveAttribute('type', 'image/avif');
    await expect(picture.locator('source').nth(1)).toHaveAttribute('type', 'image/webp');
    const webp = await page.request.get(toImageVariantPath(screenshot.image.src, 320, 'webp'));
    expect(webp.headers()['content-type']).toBe('image/webp');
    await expect(picture.locator('img')).toHaveAttribute('src', screenshot.image.src);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test('a 2x phone gets the copy that covers its screen width, not the original', async ({ page }) => {
    await page.goto('/about');
    const image = page.getByRole('main').getByRole('img', { name: screenshot.image.alt, exact: true });
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
    // 390 CSS px × 2 = 780 device px: the 960 px copy.
    expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toBe(
      toImageVariantPath(screenshot.image.src, 960, 'avif'),
    );
  });
});
