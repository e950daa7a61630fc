// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import CapabilityList from './capability-list';

afterEach(cleanup);

it('lists every capability with its title and description under the section heading', () => {
  renderBlock(
    <CapabilityList
      block={{
        type: 'capability-list',
        id: 'capabilities',
        title: 'What we offer',
        intro: 'Six ways we help.',
        items: [
          { icon: 'cloud', title: 'Cloud migration', description: 'Move without downtime.' },
          { icon: 'shield', title: 'Security', description: 'XDR and SIEM, watched around the clock.' },
        ],
      }}
      context={createBlockContext()}
    />,
  );
  const section = screen.getByRole('region', { name: 'What we offer' });
  expect(section.id).toBe('capabilities');
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[1]).getByRole('heading', { level: 3 }).textContent).toBe('Security');
  expect(items[1].textContent).toContain('XDR and SIEM, watched around the clock.');
  expect(section.querySelectorAll('.icon')).toHaveLength(2);
});

it('shows its picture above the grid at the given size, loaded when the visitor scrolls near it', () => {
  renderBlock(
    <CapabilityList
      block={{
        type: 'capability-list',
        title: 'What we offer',
        image: { src: '/images/brand.svg', alt: 'Engineers at a whiteboard', width: 1200, height: 500 },
        items: [{ icon: 'cloud', title: 'Cloud migration', description: 'Move without downtime.' }],
      }}
      context={createBlockContext()}
    />,
  );
  const section = screen.getByRole('region', { name: 'What we offer' });
  const image = within(section).getByRole('img', { name: 'Engineers at a whiteboard' });
  expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
    '1200',
    '500',
    'lazy',
  ]);
  expect(image.hasAttribute('fetchpriority')).toBe(false);
  // Above the list, so it reads as the section's picture, not as one capability's.
  expect(
    image.compareDocumentPosition(within(section).getByRole('list')) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});
