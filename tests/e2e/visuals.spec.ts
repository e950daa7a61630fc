import { expect, test } from '@playwright/test';
import type { CaseStudy, Product } from '../../src/generated/site-types';
import { site } from './support/read-site';

const products = (site.collections.products ?? []) as Product[];
const studies = (site.collections.caseStudies ?? []) as CaseStudy[];

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

test('the client strips show logotypes drawn as outlines, named for screen readers', async ({ page }) => {
  await page.goto('/case-studies');
  const strip = page.getByRole('region', { name: 'Trusted by Industry Leaders' });
  const logos = strip.locator('img');
  await expect(logos).toHaveCount(6);
  for (const src of await logos.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))) {
    const svg = await (await page.request.get(src)).text();
    expect(svg, src).toContain('<path');
    expect(svg, src).not.toContain('<text');
  }
  const brand = await (await page.request.get(site.settings.logo.src)).text();
  expect(brand).not.toContain('<text');
});
