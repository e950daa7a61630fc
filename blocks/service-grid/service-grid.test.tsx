// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import ServiceGrid from './service-grid';

afterEach(cleanup);

it("gives each service card a Learn More link to its page, told apart by the service's name, and a link under the grid", () => {
  renderBlock(
    <ServiceGrid
      block={{
        type: 'service-grid',
        title: 'Our Services',
        linkLabel: 'Learn More',
        items: [
          {
            icon: 'layers',
            title: 'Whitelabel Services',
            description: 'Your brand, our products.',
            href: '/services/whitelabel-services',
          },
          {
            icon: 'briefcase',
            title: 'IT Staffing',
            description: 'Consultants on demand.',
            href: '/services/it-staffing',
          },
        ],
        more: { label: 'View Our Case Studies', href: '/case-studies', variant: 'secondary', isExternal: false },
      }}
      context={createBlockContext()}
    />,
  );
  const section = screen.getByRole('region', { name: 'Our Services' });
  const cards = within(section).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[1]).getByRole('link', { name: 'Learn More: IT Staffing' }).getAttribute('href')).toBe(
    '/services/it-staffing',
  );
  expect(within(section).getByRole('link', { name: 'View Our Case Studies' }).getAttribute('href')).toBe(
    '/case-studies',
  );
});
