// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { AppLink } from './app-link';

afterEach(cleanup);

/** Whether the last click was left to the browser: noted, then stopped, since jsdom cannot load another page. */
let leftToBrowser: boolean | undefined;
const noteClick = (event: MouseEvent) => {
  leftToBrowser = !event.defaultPrevented;
  event.preventDefault();
};
beforeAll(() => document.addEventListener('click', noteClick));
afterAll(() => document.removeEventListener('click', noteClick));

const click = (link: HTMLElement, init?: MouseEventInit) => {
  leftToBrowser = undefined;
  fireEvent.click(link, init);
  return leftToBrowser;
};

function Here() {
  const { pathname, hash } = useLocation();
  return <output aria-label="where">{pathname + hash}</output>;
}

const renderAt = (link: React.ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      {link}
      <Here />
    </MemoryRouter>,
  );

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

it("is a plain link to the page, and a click goes there in the app, the page's hash kept", () => {
  renderAt(
    <AppLink to="/solutions/hrms#pricing" className="cta">
      Pricing
    </AppLink>,
  );
  const link = screen.getByRole('link', { name: 'Pricing' });
  expect(link.getAttribute('href')).toBe('/solutions/hrms#pricing');
  expect(link.className).toBe('cta');
  expect(click(link)).toBe(false);
  expect(where()).toBe('/solutions/hrms#pricing');
});

it('leaves a click with a modifier key, another button or a new tab to the browser', () => {
  renderAt(
    <>
      <AppLink to="/contact">Contact</AppLink>
      <AppLink to="/about" target="_blank">
        About
      </AppLink>
    </>,
  );
  const contact = screen.getByRole('link', { name: 'Contact' });
  for (const modified of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
    expect(click(contact, modified)).toBe(true);
  const about = screen.getByRole('link', { name: 'About' });
  expect(about.getAttribute('target')).toBe('_blank');
  expect(click(about)).toBe(true);
  expect(where()).toBe('/');
});

it("runs the caller's click handler first, and stays put when it prevents the default; takes a ref", () => {
  const clicks: string[] = [];
  const ref = createRef<HTMLAnchorElement>();
  renderAt(
    <>
      <AppLink to="/contact" ref={ref} onClick={() => clicks.push('contact')}>
        Contact
      </AppLink>
      <AppLink to="/about" onClick={(event) => event.preventDefault()}>
        About
      </AppLink>
    </>,
  );
  expect(ref.current?.textContent).toBe('Contact');
  expect(click(screen.getByRole('link', { name: 'About' }))).toBe(false);
  expect(where()).toBe('/');
  expect(click(screen.getByRole('link', { name: 'Contact' }))).toBe(false);
  expect(clicks).toEqual(['contact']);
  expect(where()).toBe('/contact');
});
