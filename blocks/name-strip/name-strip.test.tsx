// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import NameStrip from './name-strip';

afterEach(cleanup);

it('lists the clients by name under its heading', () => {
  renderBlock(
    <NameStrip
      block={{
        type: 'name-strip',
        title: 'Trusted by Industry Leaders',
        clients: [
          { id: 'rotana', name: 'Rotana' },
          { id: 'yash', name: 'Yash Technologies' },
        ],
      }}
      context={createBlockContext()}
    />,
  );
  const section = screen.getByRole('region', { name: 'Trusted by Industry Leaders' });
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Rotana', 'Yash Technologies']);
});
