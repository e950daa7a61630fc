// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderBlock } from '#tests/support/render-block';
import { Logo } from './logo';

afterEach(cleanup);

const logo = { src: '/images/brand.svg', alt: 'Voltaic Labs', width: 262, height: 90 };

it("is the spec's 100 px tall by default: the mark 90 × 90 and the brand image 90 px tall, linking home", () => {
  renderBlock(<Logo logo={logo} />);
  const home = screen.getByRole('link', { name: 'Voltaic Labs — home' });
  expect(home.getAttribute('href')).toBe('/');
  expect(getComputedStyle(home).height).toBe('100px');
  const mark = home.querySelector<HTMLElement>('.mark')!;
  expect(getComputedStyle(mark).height).toBe('90px');
  expect(getComputedStyle(mark).aspectRatio).toBe('1 / 1');
  const image = home.querySelector('img')!;
  expect([image.getAttribute('height'), image.getAttribute('width')]).toEqual(['90', '262']);
});

it('takes the size a caller passes (the header 56 px, the footer 72 px), mark and image at 90 % of it', () => {
  renderBlock(<Logo logo={logo} height={72} />);
  const home = screen.getByRole('link', { name: 'Voltaic Labs — home' });
  expect(getComputedStyle(home).height).toBe('72px');
  expect(getComputedStyle(home.querySelector('.mark')!).height).toBe('65px');
  expect(home.querySelector('img')!.getAttribute('height')).toBe('65');
});
