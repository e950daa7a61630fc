import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Image } from '#generated/site-types';
import { findSvgDanger } from '#site/pictures/find-svg-danger';
import { loadSiteFromDisk } from '../cli/load-site-from-disk';
import { projectRoot } from '../cli/project-root';
import { drawPicture, toPicturePath } from './draw-picture';
import { pictures } from './pictures';

const site = loadSiteFromDisk().site!;
const read = (path: string) => readFileSync(join(projectRoot, 'public', path));
const drawn = new Set(
  pictures.flatMap((picture) =>
    (['light', 'dark'] as const).map((theme) => toPicturePath(picture, theme, picture.format)),
  ),
);

/** A picture's two variants, as site.yaml names them. */
const variants = (image: Image) => [image.src, image.darkSrc!];

/** The picture at the top of each page that has one: its hero's. */
const heroPictures = site.routes.flatMap((route) => {
  const hero = route.blocks[0] as { image?: Image };
  return hero.image ? [{ path: route.path, image: hero.image }] : [];
});

/** Every picture of a product, of a case study's delivered screen, and at the top of a page. */
const shown: Array<[string, Image]> = [
  ...(site.collections.products ?? []).map((product) => [`product ${product.id}`, product.image!] as [string, Image]),
  ...(site.collections.caseStudies ?? []).map((study) => [`case study ${study.id}`, study.image!] as [string, Image]),
  ...heroPictures.map(({ path, image }) => [`hero of ${path}`, image] as [string, Image]),
];

describe('the pictures npm run pictures draws', () => {
  it('are in public/images as drawn now, both themes: nobody edited a file and lost its drawing', () => {
    for (const picture of pictures.filter((each) => (each.format ?? 'svg') === 'svg'))
      for (const theme of ['light', 'dark'] as const)
        expect(read(toPicturePath(picture, theme)).toString(), toPicturePath(picture, theme)).toBe(
          drawPicture(picture, theme),
        );
  });

  it.each(shown)('the %s picture is drawn here, in a light and a dark variant, with legible text', (_, image) => {
    for (const path of variants(image)) {
      expect(drawn.has(path), `${path} is drawn by scripts/pictures/`).toBe(true);
      if (!path.endsWith('.svg')) continue;
      const svg = read(path).toString();
      expect(svg.length, path).toBeLessThan(30_000);
      expect(findSvgDanger(svg), path).toBeUndefined();
      expect(svg).not.toMatch(/<image[\s>]/);
      // Words, not shapes standing in for them: a dozen labels or more, each with letters or figures.
      const labels = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) => text.trim());
      expect(labels.filter((label) => /[\p{L}\p{N}]{2,}/u.test(label)).length, path).toBeGreaterThanOrEqual(12);
      // No grey bar where a line of text would be: a short, pill-ended bar several times as wide as it is tall.
      const pills = [...svg.matchAll(/<rect [^>]*height="([\d.]+)"[^>]*rx="([\d.]+)"/g)].filter(
        ([rect, height, radius]) => {
          const width = Number(/width="([\d.]+)"/.exec(rect)![1]);
          return Number(height) <= 14 && Number(radius) >= Number(height) / 2 && width >= 3 * Number(height);
        },
      );
      expect(pills, path).toEqual([]);
    }
  });

  it('give every page that opens with a picture its own, and /, /about, /solutions and each solution and service page one', () => {
    const sources = heroPictures.flatMap(({ image }) => variants(image));
    expect(new Set(sources).size).toBe(sources.length);
    const withPicture = heroPictures.map(({ path }) => path);
    const needing = site.routes
      .map((route) => route.path)
      .filter((path) => ['/', '/about', '/solutions'].includes(path) || /^\/(solutions|services)\//.test(path));
    expect(needing.filter((path) => !withPicture.includes(path))).toEqual([]);
  });
});
