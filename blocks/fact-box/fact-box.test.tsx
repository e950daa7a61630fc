// @vitest-environment jsdom
import { ThemeProvider } from '@emotion/react';
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { theme } from '#ui/theme/theme';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import FactBox from './fact-box';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.pinnedFact;
  window.history.replaceState(null, '', '/');
});

const block = {
  type: 'fact-box' as const,
  title: 'Did you know?',
  note: 'Refresh this page to know another fact',
  facts: { id: 'cloud', facts: ['First fact.', 'Second fact.', 'Third fact.'] },
};

it('renders the first fact on the server, so the prerendered page and hydration agree', () => {
  const random = vi.spyOn(Math, 'random').mockReturnValue(0.99);
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <FactBox block={block} context={createBlockContext()} />
    </ThemeProvider>,
  );
  expect(html).toContain('First fact.');
  expect(html).not.toContain('Third fact.');
  expect(random).not.toHaveBeenCalled();
});

it('picks a fact at random from its list once running in the browser, under its heading and note', async () => {
  vi.spyOn(Math, 'random').mockReturnValue(0.99);
  renderBlock(<FactBox block={block} context={createBlockContext()} />);
  expect(screen.getByRole('region', { name: 'Did you know?' })).toBeTruthy();
  expect(await screen.findByText('Third fact.')).toBeTruthy();
  expect(screen.queryByText('First fact.')).toBeNull();
  expect(screen.getByText('Refresh this page to know another fact')).toBeTruthy();
});

it('shows the fact the editor’s preview pins on the page (counted from 1), never one an address names', async () => {
  vi.spyOn(Math, 'random').mockReturnValue(0.99);
  document.documentElement.dataset.pinnedFact = '2';
  renderBlock(<FactBox block={block} context={createBlockContext()} />);
  expect(await screen.findByText('Second fact.')).toBeTruthy();
  cleanup();

  // A number the list does not have is no pin: the pick stays random.
  document.documentElement.dataset.pinnedFact = '9';
  renderBlock(<FactBox block={block} context={createBlockContext()} />);
  expect(await screen.findByText('Third fact.')).toBeTruthy();
  cleanup();

  // A visitor's link cannot choose the fact.
  delete document.documentElement.dataset.pinnedFact;
  window.history.replaceState(null, '', '/solutions/cloud?fact=2');
  renderBlock(<FactBox block={block} context={createBlockContext()} />);
  expect(await screen.findByText('Third fact.')).toBeTruthy();
});
