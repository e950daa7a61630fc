// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import ProcessSteps from './process-steps';

afterEach(cleanup);

it('lists the steps as an ordered list under the section heading', () => {
  renderBlock(
    <ProcessSteps
      block={{
        type: 'process-steps',
        title: 'Our Process',
        steps: [
          { title: 'Assessment & Strategy', description: 'We review.' },
          { title: 'Implementation & Integration', description: 'We build.' },
          { title: 'Optimization & Scaling', description: 'We refine.' },
        ],
      }}
      context={createBlockContext()}
    />,
  );
  const section = screen.getByRole('region', { name: 'Our Process' });
  const list = within(section).getByRole('list');
  expect(list.tagName).toBe('OL');
  expect(
    within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Assessment & Strategy', 'Implementation & Integration', 'Optimization & Scaling']);
});
