// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { theme } from '#ui/theme/theme';
import { DialogLauncherContext } from '#ui/controls/dialog-launcher';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import PageHero from './page-hero';

afterEach(cleanup);

it('shows the title as the page heading, the description and each button as a link', () => {
  renderBlock(
    <PageHero
      block={{
        type: 'page-hero',
        eyebrow: 'Services',
        title: 'AI Business Services',
        description: 'Automation that pays for itself.',
        buttons: [
          { label: 'Book a Meeting', href: '/contact', variant: 'primary', isExternal: false },
          { label: 'Our platform', href: 'https://platform.example', variant: 'secondary', isExternal: true },
        ],
      }}
      context={createBlockContext()}
    />,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI Business Services');
  expect(screen.getByText('Services')).toBeTruthy();
  expect(screen.getByText('Automation that pays for itself.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Book a Meeting' }).getAttribute('href')).toBe('/contact');
  const external = screen.getByRole('link', { name: /Our platform/ });
  expect(external.getAttribute('target')).toBe('_blank');
  expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  expect(external.textContent).toContain('(opens in a new tab)');
});

it('leaves out what the manifest leaves out', () => {
  renderBlock(
    <PageHero block={{ type: 'page-hero', title: 'Privacy Policy', buttons: [] }} context={createBlockContext()} />,
  );
  expect(screen.queryAllByRole('link')).toHaveLength(0);
  expect(document.querySelectorAll('p')).toHaveLength(0);
});

it('a button with a dialog opens it by name where the app can open dialogs, and is its link where it cannot', () => {
  const block = {
    type: 'page-hero' as const,
    title: 'Voltaic Labs',
    buttons: [
      {
        label: 'Book a Meeting',
        href: '/contact',
        dialog: 'meeting' as const,
        variant: 'primary' as const,
        isExternal: false,
      },
    ],
  };
  renderBlock(<PageHero block={block} context={createBlockContext()} />);
  expect(screen.getByRole('link', { name: 'Book a Meeting' }).getAttribute('href')).toBe('/contact');
  cleanup();

  const opened: string[] = [];
  renderBlock(
    <DialogLauncherContext value={(name) => opened.push(name)}>
      <PageHero block={block} context={createBlockContext()} />
    </DialogLauncherContext>,
  );
  const button = screen.getByRole('button', { name: 'Book a Meeting' });
  expect(button.getAttribute('aria-haspopup')).toBe('dialog');
  expect(screen.queryByRole('link')).toBeNull();
  fireEvent.click(button);
  expect(opened).toEqual(['meeting']);
});

it('shows its picture at the given size, fetched at once and first, since it is the top of the page', () => {
  renderBlock(
    <PageHero
      block={{
        type: 'page-hero',
        title: 'Edge Computing',
        buttons: [],
        image: { src: '/images/brand.svg', alt: 'The Voltaic Labs mark', width: 640, height: 480 },
      }}
      context={createBlockContext()}
    />,
  );
  const image = screen.getByRole('img', { name: 'The Voltaic Labs mark' });
  expect(image.getAttribute('src')).toBe('/images/brand.svg');
  expect(image.getAttribute('width')).toBe('640');
  expect(image.getAttribute('height')).toBe('480');
  expect(image.getAttribute('loading')).toBe('eager');
  expect(image.getAttribute('fetchpriority')).toBe('high');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edge Computing');
});

it('the prerendered page already carries the picture with its size and priority, for visitors without JavaScript', () => {
  const html = renderToString(
    <ThemeProvider theme={theme}>
      <PageHero
        block={{
          type: 'page-hero',
          title: 'Edge Computing',
          buttons: [],
          image: { src: '/images/brand.svg', alt: '', width: 640, height: 480 },
        }}
        context={createBlockContext()}
      />
    </ThemeProvider>,
  );
  const image = /<img [^>]*>/.exec(html)?.[0] ?? '';
  for (const attribute of [
    'src="/images/brand.svg"',
    'alt=""',
    'width="640"',
    'height="480"',
    'loading="eager"',
    'fetchPriority="high"',
  ])
    expect(image.toLowerCase()).toContain(attribute.toLowerCase());
});
