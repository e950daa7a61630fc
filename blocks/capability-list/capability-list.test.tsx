// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '../../tests/render-block';
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
  expect(section.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
});
