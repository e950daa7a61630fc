import type { Manifest } from 'vite';
import { expect, it } from 'vitest';
import { createRoutePreloadTags } from './route-preload-tags';

/** A client build as Vite's manifest describes it: an entry with its CSS, blocks sharing a chunk, a block with CSS of its own. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-v1.js'],
    css: ['assets/index-c1.css'],
  },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_icon-i1.js': { file: 'assets/icon-i1.js', imports: ['_vendor-v1.js'] },
  'blocks/page-hero/page-hero.tsx': {
    file: 'assets/page-hero-p1.js',
    src: 'blocks/page-hero/page-hero.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-v1.js'],
  },
  'blocks/carousel/carousel.tsx': {
    file: 'assets/carousel-k1.js',
    src: 'blocks/carousel/carousel.tsx',
    isDynamicEntry: true,
    imports: ['_icon-i1.js', '_swiper-s1.js'],
    css: ['assets/carousel-k1.css'],
  },
  '_swiper-s1.js': { file: 'assets/swiper-s1.js', css: ['assets/swiper-s1.css'] },
};

it("lists a route's block chunks, their imports and their stylesheets (a library's before the block's own), leaving out what the page template loads", () => {
  const tagsFor = createRoutePreloadTags(manifest);
  const tags = tagsFor(['page-hero', 'carousel', 'page-hero']);
  expect(tags.styles.split('\n')).toEqual([
    '<link rel="stylesheet" crossorigin href="/assets/swiper-s1.css">',
    '<link rel="stylesheet" crossorigin href="/assets/carousel-k1.css">',
  ]);
  expect(tags.scripts).toEqual([
    '/assets/page-hero-p1.js',
    '/assets/carousel-k1.js',
    '/assets/icon-i1.js',
    '/assets/swiper-s1.js',
  ]);
  expect(tagsFor(['page-hero'])).toEqual({ styles: '', scripts: ['/assets/page-hero-p1.js'] });
  expect(tagsFor([])).toEqual({ styles: '', scripts: [] });
});
