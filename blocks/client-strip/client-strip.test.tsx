// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import { simulateRunningApp } from '#tests/support/simulate-running-app';
import ClientStrip from './client-strip';

simulateRunningApp();

it('shows every client name as text, once, under its heading, with no buttons to drag or step it', () => {
  const names = [
    'Cognatrix',
    'Inflify',
    'Rotana',
    'Digital Personas',
    'Yash',
    'Target Engineering',
    'QuickMind',
    'Meridian Health',
  ];
  renderBlock(
    <ClientStrip
      block={{
        type: 'client-strip',
        title: 'Our Clients',
        interval: 3000,
        clients: names.map((name) => ({ id: name.toLowerCase().replace(/ /g, '-'), name })),
      }}
      context={createBlockContext()}
    />,
  );
  const section = screen.getByRole('region', { name: 'Our Clients' });
  for (const name of names) expect(within(section).getAllByText(name)).toHaveLength(1);
  expect(within(section).queryAllByRole('button')).toHaveLength(0);
});
