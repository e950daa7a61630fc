// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Product } from '#generated/site-types';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import ProductGrid from './product-grid';

afterEach(cleanup);

const product = (id: string, title: string, access: Product['access']): Product => ({
  id,
  title,
  summary: `${title} in one line.`,
  description: `What ${title} does.`,
  icon: 'bot',
  page: access.href,
  isExternal: access.isExternal,
  access,
});

it('shows a card per product, each with its way in: an external site in a new tab, or a request through /contact', () => {
  renderBlock(
    <ProductGrid
      block={{
        type: 'product-grid',
        title: 'Our Products',
        products: [
          product('platform', 'AI Agent Platform', {
            label: 'Access Product',
            href: 'https://platform.example',
            isExternal: true,
            variant: 'primary',
          }),
          product('cybersecurity', 'Cybersecurity XDR & SIEM', {
            label: 'Request Access',
            href: '/contact',
            isExternal: false,
            variant: 'primary',
          }),
        ],
      }}
      context={createBlockContext()}
    />,
  );
  const cards = within(screen.getByRole('region', { name: 'Our Products' })).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'AI Agent Platform',
    'Cybersecurity XDR & SIEM',
  ]);
  expect(cards[0].textContent).toContain('What AI Agent Platform does.');
  const access = within(cards[0]).getByRole('link', { name: /^Access Product: AI Agent Platform/ });
  expect(access.getAttribute('href')).toBe('https://platform.example');
  expect(access.getAttribute('target')).toBe('_blank');
  const request = within(cards[1]).getByRole('link', { name: 'Request Access: Cybersecurity XDR & SIEM' });
  expect(request.getAttribute('href')).toBe('/contact');
  expect(request.getAttribute('target')).toBeNull();
});
