// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { CaseStudy } from '#generated/site-types';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import RelatedCaseStudy from './related-case-study';

afterEach(cleanup);

const study: CaseStudy = {
  id: 'inflify',
  title: 'Inflify',
  summary: 'How we secured Inflify.',
  intro: 'An XDR and SIEM rollout.',
  explore: { label: 'Explore Cybersecurity', href: '/solutions/cybersecurity', variant: 'primary', isExternal: false },
  duration: '2 months.',
  services: ['XDR'],
  results: [
    { icon: 'search', figure: '50+', title: 'Detection Rules', description: 'Rules.' },
    { icon: 'shield', figure: 'Zero', title: 'Incidents', description: 'None.' },
  ],
  logo: { src: '/images/case-studies/inflify.svg', alt: 'Inflify logo', width: 240, height: 80 },
  website: 'https://inflify.example',
  websiteName: 'inflify.example',
  technologies: ['SIEM'],
  challenge: 'Alerts everywhere.',
  solution: 'One view.',
  testimonial: { author: 'D. Brooks', title: 'CISO', quote: 'Good.' },
  image: { src: '/images/projects/inflify.svg', alt: 'Inflify security operations console', width: 640, height: 360 },
  caseStudyUrl: '/case-study/inflify',
};

const render = (shown: CaseStudy) =>
  renderBlock(
    <RelatedCaseStudy
      block={{ type: 'related-case-study', title: 'Related Case Study', link: 'View Case Study', study: shown }}
      context={createBlockContext()}
    />,
  );

it('shows the study, its delivered screen and its headline result (its first), and links to its page', () => {
  render(study);
  const section = screen.getByRole('region', { name: 'Related Case Study' });
  expect(within(section).getByRole('heading', { level: 3, name: 'Inflify' })).toBeTruthy();
  expect(within(section).getByRole('img', { name: 'Inflify security operations console' })).toBeTruthy();
  expect(within(section).getByText('50+').tagName).toBe('STRONG');
  expect(within(section).getByText('50+').parentElement!.textContent).toBe('50+Detection Rules');
  expect(within(section).queryByText('Zero')).toBeNull();
  const link = within(section).getByRole('link', { name: 'View Case Study: Inflify' });
  expect(link.getAttribute('href')).toBe('/case-study/inflify');
});

it('leaves out what the study lacks: a headline without a figure, a picture, a page of its own', () => {
  render({
    ...study,
    results: [{ icon: 'zap', title: 'Faster', description: 'Very.' }],
    image: undefined,
    caseStudyUrl: undefined,
  });
  const section = screen.getByRole('region', { name: 'Related Case Study' });
  expect(within(section).queryByRole('img')).toBeNull();
  expect(within(section).queryByRole('link')).toBeNull();
  expect(within(section).queryByText('Faster')).toBeNull();
  expect(within(section).getByText('An XDR and SIEM rollout.')).toBeTruthy();
});
