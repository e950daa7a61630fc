// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import { theme } from '#ui/theme/theme';
import MeetingScheduler from './meeting-scheduler';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const scheduler = {
  calLink: 'company/30min',
  origin: 'https://app.cal.com',
  layout: 'month_view',
  height: 500,
  loadingText: 'Loading the calendar…',
  fallbackLabel: 'Open the booking page',
  failedText: 'The calendar could not be shown here.',
} as const;
const block = { type: 'meeting-scheduler', id: 'book', title: 'Book a Meeting', intro: 'Pick a time.' } as const;
const embedScripts = () => document.querySelectorAll('script[src="https://app.cal.com/embed/embed.js"]');

it('prerenders the heading and, in a box of the scheduler’s height, the link to the booking page', () => {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <MemoryRouter>{renderBlockElement({})}</MemoryRouter>
    </ThemeProvider>,
  );
  expect(html).toContain('Book a Meeting');
  expect(html).toContain('href="https://app.cal.com/company/30min"');
  expect(html).toContain('Open the booking page');
  expect(html).toContain('height:500px');
});

it('once running, holds the box with a placeholder while the calendar loads and injects embed.js', () => {
  renderBlock(renderBlockElement({}));
  const section = screen.getByRole('region', { name: 'Book a Meeting' });
  expect(section.id).toBe('book');
  expect(within(section).getByRole('status').textContent).toBe('Loading the calendar…');
  expect(embedScripts()).toHaveLength(1);
});

it('with consent required and not given, asks for it in the box, keeps the link, and injects nothing', () => {
  renderBlock(renderBlockElement({ required: true }));
  const section = screen.getByRole('region', { name: 'Book a Meeting' });
  expect(within(section).getByText('May they load?')).toBeTruthy();
  expect(within(section).getByRole('button', { name: 'Accept' })).toBeTruthy();
  expect(
    within(section)
      .getByRole('link', { name: /Open the booking page/ })
      .getAttribute('href'),
  ).toBe('https://app.cal.com/company/30min');
  expect(embedScripts()).toHaveLength(0);
});

it('shows nothing when site.yaml configures no scheduler', () => {
  const { container } = renderBlock(<MeetingScheduler block={block} context={createBlockContext()} />);
  expect(container.textContent).toBe('');
});

function renderBlockElement({ required = false }: { required?: boolean }) {
  const base = createBlockContext();
  return (
    <MeetingScheduler
      block={block}
      context={createBlockContext({}, { scheduler, consent: { ...base.settings.consent, required } })}
    />
  );
}
