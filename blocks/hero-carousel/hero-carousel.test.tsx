// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import { simulateRunningApp } from '#tests/support/simulate-running-app';
import HeroCarousel from './hero-carousel';

simulateRunningApp();

it("holds the page's h1, every slide's headline, text and button, labelled controls and the buttons under it", () => {
  renderBlock(
    <HeroCarousel
      block={{
        type: 'hero-carousel',
        id: 'hero',
        title: 'Dynamic AI Practitioners',
        intro: 'Software and AI for growing businesses.',
        proof: [
          { value: '50+', label: 'Businesses Empowered' },
          { value: '10k+', label: 'AI Agents Deployed' },
        ],
        interval: 8000,
        labels: { previous: 'Previous slide', next: 'Next slide', goTo: 'Go to slide' },
        slides: [
          {
            title: 'Cloud credits worth $100k+',
            subtitle: 'Claim them.',
            ctaText: 'Explore Cloud',
            ctaLink: '/solutions/cloud-solutions',
            isExternal: false,
          },
          {
            title: 'SaaS from $5k',
            subtitle: 'Launch fast.',
            ctaText: 'See Products',
            ctaLink: 'https://saas.example',
            isExternal: true,
          },
        ],
        buttons: [
          { label: 'Book a Meeting', href: '/contact', dialog: 'meeting', variant: 'primary', isExternal: false },
        ],
      }}
      context={createBlockContext()}
    />,
  );
  const hero = screen.getByRole('region', { name: 'Dynamic AI Practitioners' });
  expect(within(hero).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(within(hero).getByText('Software and AI for growing businesses.')).toBeTruthy();
  expect(
    within(hero)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['50+ Businesses Empowered', '10k+ AI Agents Deployed']);
  expect(
    within(hero)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['Cloud credits worth $100k+', 'SaaS from $5k']);
  expect(within(hero).getByRole('link', { name: 'Explore Cloud' }).getAttribute('href')).toBe(
    '/solutions/cloud-solutions',
  );
  expect(
    within(hero)
      .getByRole('link', { name: /^See Products/ })
      .getAttribute('target'),
  ).toBe('_blank');
  for (const name of ['Previous slide', 'Next slide', 'Go to slide 1', 'Go to slide 2'])
    expect(within(hero).getByRole('button', { name })).toBeTruthy();
  expect(within(hero).getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
  expect(within(hero).getByRole('link', { name: 'Book a Meeting' }).getAttribute('href')).toBe('/contact');
});
