// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import ActionBand from './action-band';

afterEach(cleanup);

it('shows its heading, text and each button in order', () => {
  renderBlock(
    <ActionBand
      block={{
        type: 'action-band',
        title: 'Ready to get started?',
        text: 'Talk to us about your project.',
        buttons: [
          { label: 'Book a Meeting', href: '/contact', dialog: 'meeting', variant: 'primary', isExternal: false },
          { label: 'Contact Us', href: '/contact', variant: 'secondary', isExternal: false },
        ],
      }}
      context={createBlockContext()}
    />,
  );
  const band = screen.getByRole('region', { name: 'Ready to get started?' });
  expect(band.textContent).toContain('Talk to us about your project.');
  expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Book a Meeting', '/contact'],
    ['Contact Us', '/contact'],
  ]);
});
