// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Testimonial } from '#generated/site-types';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import { simulateRunningApp } from '#tests/support/simulate-running-app';
import Testimonials from './testimonials';

simulateRunningApp();

const testimonial = (id: string, name: string): Testimonial => ({
  id,
  name,
  role: 'Head of Growth',
  company: 'Cognatrix',
  quote: `${name} says it works.`,
  image: { src: `/images/testimonials/${id}.svg`, alt: `Portrait of ${name}`, width: 112, height: 112 },
});

function renderTestimonials(testimonials: Testimonial[]) {
  renderBlock(
    <Testimonials
      block={{
        type: 'testimonials',
        title: 'What Our Clients Say',
        labels: { previous: 'Previous testimonial', next: 'Next testimonial' },
        testimonials,
      }}
      context={createBlockContext()}
    />,
  );
}

it("shows each quote with the person's photo, name, role and company; a photo that fails gives way to their initials", () => {
  renderTestimonials([
    testimonial('amira-haddad', 'Amira Haddad'),
    testimonial('sara-al-mansoori', 'Sara Al Mansoori'),
  ]);
  const section = screen.getByRole('region', { name: 'What Our Clients Say' });
  const figures = within(section).getAllByRole('figure');
  expect(figures).toHaveLength(2);
  expect(figures[0].textContent).toContain('Amira Haddad says it works.');
  expect(figures[0].textContent).toContain('Head of Growth, Cognatrix');
  fireEvent.error(within(figures[1]).getByRole('img', { name: 'Portrait of Sara Al Mansoori' }));
  expect(within(figures[1]).queryByRole('img')).toBeNull();
  expect(within(figures[1]).getByText('SM')).toBeTruthy();
  expect(within(figures[0]).getByRole('img', { name: 'Portrait of Amira Haddad' })).toBeTruthy();
  expect(within(section).getByRole('button', { name: 'Next testimonial' })).toBeTruthy();
  expect(within(section).getByRole('button', { name: 'Previous testimonial' })).toBeTruthy();
});

it('without a photo, the initials stand in: no picture at all', () => {
  const { image: _photo, ...withoutPhoto } = testimonial('omar-khalil', 'Omar Khalil');
  renderTestimonials([withoutPhoto]);
  const figure = screen.getByRole('figure');
  expect(within(figure).queryByRole('img')).toBeNull();
  expect(within(figure).getByText('OK')).toBeTruthy();
});
