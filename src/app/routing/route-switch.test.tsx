// @vitest-environment jsdom
import { ThemeProvider } from '@emotion/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { Route } from '#generated/site-types';
import type { BrowserSettings } from '#site/shell/block-context';
import { theme } from '#ui/theme/theme';
import { preloadBlocks } from '../rendering/load-block';
import { RouteSourceContext, type ReadRoute } from './route-source';
import { RouteSwitch } from './route-switch';

afterEach(cleanup);

const settings = {
  company: 'Voltaic Labs',
  baseUrl: 'https://voltaic.example',
  notFound: {
    code: '404',
    title: 'Page Not Found',
    message: 'The page you are looking for does not exist or has been moved.',
    backLabel: 'Back to Home',
    links: [{ label: 'Contact', href: '/contact' }],
  },
  errorPage: {
    title: 'Something went wrong',
    message: 'This page could not be shown.',
    retryLabel: 'Try again',
    backLabel: 'Back to Home',
    blockMessage: 'This part of the page could not be shown.',
  },
} as BrowserSettings;

async function renderAt(path: string, readRoute: ReadRoute) {
  await preloadBlocks(['page-hero', 'capability-list']);
  return render(
    <ThemeProvider theme={theme}>
      <RouteSourceContext value={readRoute}>
        <MemoryRouter initialEntries={[path]}>
          <RouteSwitch settings={settings} withHead={false} />
        </MemoryRouter>
      </RouteSourceContext>
    </ThemeProvider>,
  );
}

it('a block that fails to render leaves a polite note in its place; the blocks around it stay', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const route = {
    path: '/broken',
    title: 'Broken',
    description: 'A page with a failing block.',
    blocks: [
      { type: 'page-hero', title: 'Still here', buttons: [] },
      { type: 'capability-list', title: 'Fails', items: null },
      { type: 'page-hero', title: 'Also still here', buttons: [] },
    ],
  } as unknown as Route;
  await renderAt('/broken', () => route);
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
    'Still here',
    'Also still here',
  ]);
  const note = screen.getByRole('status');
  expect(note.textContent).toContain('This part of the page could not be shown.');
  // Vitest runs as development, where the note also names the block.
  expect(note.textContent).toContain('“capability-list” block failed to render');
  expect(console.error).toHaveBeenCalledWith('The "capability-list" block failed to render', expect.any(TypeError));
});

it('a page that fails to render shows the shared error page', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await renderAt('/anything', () => {
    throw new Error('boom');
  });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
});

it('a path with no route shows the not-found page', async () => {
  await renderAt('/nowhere', () => null);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
  expect(screen.getByText('404')).toBeTruthy();
  // Beside Back to Home, the pages a lost visitor may have been going to.
  expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/contact');
});
