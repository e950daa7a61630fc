// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { CaseStudy } from '#generated/site-types';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import { simulateRunningApp } from '#tests/support/simulate-running-app';
import ProjectGrid from './project-grid';

simulateRunningApp();

const project = (id: string, category: string, withImage = true): CaseStudy => ({
  id,
  title: id.toUpperCase(),
  summary: `What ${id} did.`,
  intro: 'Intro.',
  explore: { label: 'Explore', href: '/solutions/ai', variant: 'primary', isExternal: false },
  duration: '2 months.',
  services: ['Agents.'],
  results: [{ icon: 'zap', title: 'Fast', description: 'Very.' }],
  logo: { src: `/images/case-studies/${id}.svg`, alt: `${id} logo`, width: 240, height: 80 },
  websiteName: `${id}.example`,
  technologies: ['Python'],
  challenge: 'A problem.',
  solution: 'A fix.',
  testimonial: { author: 'A. Person', title: 'CTO', quote: 'Good.' },
  category,
  image: withImage ? { src: `/images/projects/${id}.svg`, alt: `${id} artwork`, width: 640, height: 360 } : undefined,
  caseStudyUrl: `/case-study/${id}`,
  website: `https://${id}.example`,
});

const labels = {
  filter: 'Filter projects by category',
  all: 'All Projects',
  viewCaseStudy: 'View Case Study',
  website: 'Website',
  noImage: 'No Image',
};

it('groups the projects under their categories (from the data, in order), and a filter shows one category as a flat grid', () => {
  renderBlock(
    <ProjectGrid
      block={{
        type: 'project-grid',
        title: 'Our Projects',
        labels,
        projects: [project('alpha', 'Tools'), project('beta', 'AI', false), project('gamma', 'Tools')],
      }}
      context={createBlockContext()}
    />,
  );
  const section = screen.getByRole('region', { name: 'Our Projects' });
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Tools', 'AI']);
  expect(
    within(section)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent),
  ).toEqual(['ALPHA', 'GAMMA', 'BETA']);
  const beta = within(section).getAllByRole('listitem')[2];
  expect(beta.textContent).toContain('No Image');
  expect(within(beta).getByRole('link', { name: 'View Case Study: BETA' }).getAttribute('href')).toBe(
    '/case-study/beta',
  );
  expect(
    within(beta)
      .getByRole('link', { name: /^Website: BETA/ })
      .getAttribute('target'),
  ).toBe('_blank');

  const filters = within(section).getByRole('group', { name: 'Filter projects by category' });
  expect(
    within(filters)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['All Projects', 'Tools', 'AI']);
  fireEvent.click(within(filters).getByRole('button', { name: 'Tools' }));
  expect(within(filters).getByRole('button', { name: 'Tools' }).getAttribute('aria-pressed')).toBe('true');
  expect(
    within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['ALPHA', 'GAMMA']);
  fireEvent.click(within(filters).getByRole('button', { name: 'All Projects' }));
  expect(within(section).getAllByRole('listitem')).toHaveLength(3);
});
