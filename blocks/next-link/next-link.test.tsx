// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import NextLink from './next-link';

afterEach(cleanup);

it('links to the next page as "Browse Next: {name}"', () => {
  renderBlock(
    <NextLink
      block={{
        type: 'next-link',
        eyebrow: 'Browse Next',
        label: 'Cloud Solutions',
        href: '/solutions/cloud-solutions',
      }}
      context={createBlockContext()}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Browse Next' });
  const link = screen.getByRole('link', { name: 'Browse Next: Cloud Solutions' });
  expect(nav.contains(link)).toBe(true);
  expect(link.getAttribute('href')).toBe('/solutions/cloud-solutions');
});
