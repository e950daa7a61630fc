// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import Stats from './stats';

afterEach(cleanup);

it('shows each figure with what it counts, under a heading for screen readers', () => {
  renderBlock(
    <Stats
      block={{
        type: 'stats',
        id: 'impact',
        title: 'Our Impact',
        items: [
          { value: '50+', label: 'Businesses Empowered' },
          { value: '10k+', label: 'AI Agents Deployed' },
        ],
      }}
      context={createBlockContext()}
    />,
  );
  const section = screen.getByRole('region', { name: 'Our Impact' });
  expect(section.id).toBe('impact');
  expect(within(section).getByRole('heading', { level: 2 }).className).toContain('visually-hidden');
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['50+ Businesses Empowered', '10k+ AI Agents Deployed']);
});
