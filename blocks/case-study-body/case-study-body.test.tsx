// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { CaseStudy, CaseStudyBodyBlock } from '#generated/site-types';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import CaseStudyBody from './case-study-body';

afterEach(cleanup);

const study = (id: string, title: string, more: Partial<CaseStudy> = {}): CaseStudy => ({
  id,
  title,
  summary: `${title} in one line.`,
  intro: `Agents for ${title}, delivered in 3 months.`,
  explore: { label: 'Explore AI Solutions', href: '/solutions/ai', variant: 'primary', isExternal: false },
  duration: '3 months.',
  services: ['Agent development', 'CRM integration'],
  results: [{ icon: 'zap', title: '40% Faster Lead Conversion', description: 'Leads are answered at once.' }],
  logo: { src: `/images/case-studies/${id}.svg`, alt: `${title} logo`, width: 240, height: 80 },
  website: `https://${id}.example`,
  websiteName: `${id}.example`,
  technologies: ['Python', 'React'],
  challenge: 'Leads waited hours.',
  solution: 'Agents answer every lead.',
  testimonial: { author: 'Sara Malik', title: `Head of Growth, ${title}`, quote: 'It works.' },
  ...more,
});

const labels: CaseStudyBodyBlock['labels'] = {
  eyebrow: 'Case Study',
  technologies: 'Technology Stack',
  duration: 'Project Duration',
  services: 'Services Provided',
  website: 'Live Project',
  overview: 'Project at a Glance',
  challenge: 'The Challenge',
  solution: 'Our Solution',
  results: 'Key Results',
  testimonial: 'What Our Client Says',
  next: 'Next Project',
  closingTitle: 'Have a similar project in mind?',
  closingText: 'Tell us about it.',
};
const discuss = { label: 'Discuss Your Project', href: '/contact', variant: 'primary' as const, isExternal: false };

it('shows the whole study: one h1, logo with its alt text and size, the four cards, story, results, testimonial, next project and closing call', () => {
  const { container } = renderBlock(
    <CaseStudyBody
      block={{
        type: 'case-study-body',
        study: study('cognatrix', 'Cognatrix'),
        next: { project: study('inflify', 'Inflify'), href: '/case-study/inflify' },
        cta: discuss,
        labels,
      }}
      context={createBlockContext()}
    />,
  );
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Cognatrix']);
  const logo = screen.getByRole('img', { name: 'Cognatrix logo' });
  expect([logo.getAttribute('src'), logo.getAttribute('width'), logo.getAttribute('height')]).toEqual([
    '/images/case-studies/cognatrix.svg',
    '240',
    '80',
  ]);
  const glance = screen.getByRole('region', { name: 'Project at a Glance' });
  expect(
    within(glance)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Technology Stack', 'Project Duration', 'Services Provided', 'Live Project']);
  expect(glance.textContent).toContain('3 months.');
  expect(glance.textContent).toContain('CRM integration');
  const live = within(glance).getByRole('link', { name: /^cognatrix\.example/ });
  expect([live.getAttribute('href'), live.getAttribute('target'), live.getAttribute('rel')]).toEqual([
    'https://cognatrix.example',
    '_blank',
    'noopener noreferrer',
  ]);
  expect(screen.getByRole('heading', { level: 2, name: 'The Challenge' })).toBeTruthy();
  expect(screen.getByText('Agents answer every lead.')).toBeTruthy();
  expect(
    within(screen.getByRole('region', { name: 'Key Results' })).getByText('40% Faster Lead Conversion'),
  ).toBeTruthy();
  const quote = screen.getByRole('region', { name: 'What Our Client Says' });
  expect(quote.textContent).toContain('“It works.”');
  expect(quote.textContent).toContain('Sara Malik, Head of Growth, Cognatrix');
  const next = within(screen.getByRole('navigation', { name: 'Next Project' })).getByRole('link');
  expect([next.textContent, next.getAttribute('href')]).toEqual(['Next ProjectInflify', '/case-study/inflify']);
  const closing = screen.getByRole('region', { name: 'Have a similar project in mind?' });
  expect(within(closing).getByRole('link', { name: 'Discuss Your Project' }).getAttribute('href')).toBe('/contact');
  expect(container.querySelector('script')).toBeNull();
});

it("leaves out the Next Project link when there is none, renders extra Markdown, and takes the entry's own closing call", () => {
  renderBlock(
    <CaseStudyBody
      block={{
        type: 'case-study-body',
        study: study('yash', 'Yash', {
          extra: '## How we staffed it\n\n- Ramp-up in 2 weeks',
          cta: { label: 'Discuss Your Staffing Needs', href: '/contact', variant: 'primary', isExternal: false },
        }),
        cta: discuss,
        labels,
      }}
      context={createBlockContext()}
    />,
  );
  expect(screen.queryByRole('navigation', { name: 'Next Project' })).toBeNull();
  expect(screen.getByRole('heading', { level: 2, name: 'How we staffed it' })).toBeTruthy();
  expect(screen.getByText('Ramp-up in 2 weeks')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Discuss Your Staffing Needs' }).getAttribute('href')).toBe('/contact');
  expect(screen.queryByRole('link', { name: 'Discuss Your Project' })).toBeNull();
});
