// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderBlock } from '#tests/support/render-block';
import { ContentImage } from './content-image';
import { PictureBaseContext } from './picture-address';

afterEach(cleanup);

const view = { src: '/images/products/hrms.svg', alt: 'Attendance for the month', width: 640, height: 400 };

it('a picture without a dark variant is one image, eager only when it has priority', () => {
  renderBlock(<ContentImage image={view} priority />);
  const images = document.querySelectorAll('img');
  expect(images).toHaveLength(1);
  expect(images[0].getAttribute('loading')).toBe('eager');
  expect(images[0].hasAttribute('data-theme-variant')).toBe(false);
});

it('with a dark variant, both are in the page, lazy, with the same text and size, each marked with its theme', () => {
  renderBlock(<ContentImage image={{ ...view, darkSrc: '/images/products/hrms.dark.svg' }} priority />);
  const images = [...document.querySelectorAll('img')];
  expect(images.map((image) => [image.getAttribute('src'), image.dataset.themeVariant])).toEqual([
    ['/images/products/hrms.svg', 'light'],
    ['/images/products/hrms.dark.svg', 'dark'],
  ]);
  for (const image of images) {
    // An eager picture would be fetched even while its theme hides it.
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.alt).toBe(view.alt);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '400']);
  }
});

it("a raster picture's dark variant comes in its own copies, the <picture> marked with its theme", () => {
  renderBlock(
    <ContentImage image={{ ...view, src: '/images/about/office.png', darkSrc: '/images/about/office.dark.png' }} />,
  );
  const pictures = [...document.querySelectorAll('picture')];
  expect(pictures.map((picture) => picture.dataset.themeVariant)).toEqual(['light', 'dark']);
  expect(pictures[1].querySelector('source')?.getAttribute('srcset')).toContain(
    '/_img/images/about/office.dark-320.avif',
  );
  expect(pictures[1].querySelector('img')?.getAttribute('src')).toBe('/images/about/office.dark.png');
});

it('in the preview of a draft, the site’s own pictures and their copies come from where the draft serves them', () => {
  renderBlock(
    <PictureBaseContext value="/admin/public">
      <ContentImage image={{ ...view, src: '/images/uploads/logo.png' }} />
      <ContentImage image={{ ...view, src: 'https://cdn.example/a.svg' }} />
    </PictureBaseContext>,
  );
  const [raster, external] = [...document.querySelectorAll('img')];
  expect(raster.getAttribute('src')).toBe('/admin/public/images/uploads/logo.png');
  expect(external.getAttribute('src')).toBe('https://cdn.example/a.svg');
  for (const source of document.querySelectorAll('source'))
    for (const candidate of source.srcset.split(', '))
      expect(candidate).toMatch(/^\/admin\/public\/_img\/images\/uploads\/logo-\d+\.(avif|webp) \d+w$/);
});
