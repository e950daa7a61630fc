// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import RichText from './rich-text';

afterEach(cleanup);

it('renders headings, paragraphs, lists and links; a site link stays in the app, a web link opens a new tab', () => {
  const { container } = renderBlock(
    <RichText
      block={{
        type: 'rich-text',
        title: 'Cookies',
        text: '## What we store\n\nYour **theme** choice.\n\n- One\n- Two\n\nSee [our terms](/terms) and [Cal.com](https://cal.com/privacy).',
      }}
      context={createBlockContext()}
    />,
  );
  expect(screen.getByRole('region', { name: 'Cookies' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'What we store' })).toBeTruthy();
  expect(container.querySelector('strong')?.textContent).toBe('theme');
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two']);
  expect(screen.getByRole('link', { name: 'our terms' }).getAttribute('href')).toBe('/terms');
  const external = screen.getByRole('link', { name: /^Cal\.com/ });
  expect(external.getAttribute('target')).toBe('_blank');
  expect(external.getAttribute('rel')).toBe('noopener noreferrer');
});

it('shows a <script> as text and never makes a javascript: link', () => {
  const { container } = renderBlock(
    <RichText
      block={{ type: 'rich-text', text: '<script>window.hacked = true</script>\n\n[Click](javascript:alert(1))' }}
      context={createBlockContext()}
    />,
  );
  expect(container.querySelector('script')).toBeNull();
  expect(screen.getByText('<script>window.hacked = true</script>')).toBeTruthy();
  expect(screen.getByText('[Click](javascript:alert(1))')).toBeTruthy();
  expect(container.querySelector('a')).toBeNull();
  expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
});
