// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import ConsentSettings from './consent-settings';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const block = {
  type: 'consent-settings',
  id: 'your-choice',
  title: 'Your choice',
  acceptedText: 'Accepted.',
  rejectedText: 'Rejected.',
  undecidedText: 'Not chosen yet.',
  notRequiredText: 'They always load.',
  noScriptText: 'Nothing loads without JavaScript.',
} as const;

const contextWith = (required: boolean) => {
  const base = createBlockContext();
  return createBlockContext({ path: '/cookies' }, { consent: { ...base.settings.consent, required } });
};

it('shows the stored choice and changes it with Accept and Reject, announced in a live region', () => {
  renderBlock(<ConsentSettings block={block} context={contextWith(true)} />);
  const section = screen.getByRole('region', { name: 'Your choice' });
  const status = within(section).getByRole('status');
  expect(status.textContent).toBe('Not chosen yet.');
  fireEvent.click(within(section).getByRole('button', { name: 'Reject' }));
  expect(status.textContent).toBe('Rejected.');
  expect(localStorage.getItem('third-party-consent')).toBe('rejected');
  fireEvent.click(within(section).getByRole('button', { name: 'Accept' }));
  expect(status.textContent).toBe('Accepted.');
  expect(localStorage.getItem('third-party-consent')).toBe('accepted');
});

it('says the services always load, with no buttons, where the site asks for no consent', () => {
  renderBlock(<ConsentSettings block={block} context={contextWith(false)} />);
  const section = screen.getByRole('region', { name: 'Your choice' });
  expect(within(section).getByRole('status').textContent).toBe('They always load.');
  expect(within(section).queryAllByRole('button')).toHaveLength(0);
});
