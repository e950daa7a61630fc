// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import SolutionLinks from './solution-links';

afterEach(cleanup);

const solution = (id: string, title: string) => ({
  id,
  title,
  summary: `${title} in a line.`,
  icon: 'cloud' as const,
  page: `/solutions/${id}`,
});

it('links every solution but the page it is on', () => {
  renderBlock(
    <SolutionLinks
      block={{
        type: 'solution-links',
        compact: true,
        title: 'Explore Our Other Solutions',
        solutions: [
          solution('ai', 'AI Solutions'),
          solution('hrms', 'HRMS'),
          solution('sap-solutions', 'SAP Solutions'),
        ],
      }}
      context={createBlockContext({ path: '/solutions/hrms' })}
    />,
  );
  const section = screen.getByRole('region', { name: 'Explore Our Other Solutions' });
  const links = within(section).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['AI Solutions', '/solutions/ai'],
    ['SAP Solutions', '/solutions/sap-solutions'],
  ]);
  expect(within(section).getAllByRole('listitem')[0].textContent).toContain('AI Solutions in a line.');
});

it('makes its heading the link to the page of every solution when it has an href', () => {
  renderBlock(
    <SolutionLinks
      block={{
        type: 'solution-links',
        compact: true,
        title: 'Explore Our Other Solutions',
        href: '/solutions',
        solutions: [solution('ai', 'AI Solutions'), solution('hrms', 'HRMS')],
      }}
      context={createBlockContext({ path: '/solutions/hrms' })}
    />,
  );
  const section = screen.getByRole('region', { name: 'Explore Our Other Solutions' });
  const heading = within(section).getByRole('heading', { level: 2 });
  expect(within(heading).getByRole('link', { name: 'Explore Our Other Solutions' })).toHaveProperty(
    'pathname',
    '/solutions',
  );
  expect(within(section).getAllByRole('listitem')).toHaveLength(1);
});
