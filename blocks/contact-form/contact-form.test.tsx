// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { ContactFormBlock, Country } from '#generated/site-types';
import * as notices from '#ui/dialogs/show-notice';
import { createBlockContext, renderBlock } from '#tests/support/render-block';
import ContactForm from './contact-form';

const countries: Country[] = [
  { id: 'united-states-canada', code: '+1', country: 'United States/Canada' },
  { id: 'united-kingdom', code: '+44', country: 'United Kingdom' },
];

const block: ContactFormBlock = {
  type: 'contact-form',
  title: 'Contact Us',
  countries,
  defaultCountry: countries[0],
  receivedPage: '/contact/received',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    countryCode: 'Country Code',
    phone: 'Phone Number',
    company: 'Company Name',
    employees: 'Number of Employees',
    message: 'Message',
  },
  countrySearch: { placeholder: 'Search country code...', empty: 'No country code found.' },
  submitLabel: 'Send Message',
  submittingLabel: 'Processing...',
  received: {
    title: 'Message Received',
    message: 'Thank you for your message! Our team will get back to you shortly.',
    closeLabel: 'Close',
  },
  failure: {
    title: 'Something went wrong',
    message: 'There was an error sending your message. Please try again later.',
  },
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const input = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input, textarea' });

function fillValid() {
  fireEvent.change(input('First Name'), { target: { value: 'Ada' } });
  fireEvent.change(input('Last Name'), { target: { value: 'Lovelace' } });
  fireEvent.change(input('Email Address'), { target: { value: 'ada@analytical.example' } });
  fireEvent.change(input('Phone Number'), { target: { value: '+5551234567' } });
  fireEvent.change(input('Company Name'), { target: { value: 'Analytical Engines' } });
  fireEvent.change(input('Number of Employees'), { target: { value: '12' } });
  fireEvent.change(input('Message'), { target: { value: 'We would like an AI agent for support.' } });
}

it('is a plain form posting to the lead server, naming its page and where to go once stored', () => {
  const { container } = renderBlock(<ContactForm block={block} context={createBlockContext({ path: '/contact' })} />);
  const form = screen.getByRole('form', { name: 'Contact Us' });
  expect(form.getAttribute('action')).toBe('/api/contact');
  expect(form.getAttribute('method')).toBe('post');
  const hidden = Object.fromEntries(
    [...container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((field) => [field.name, field.value]),
  );
  expect(hidden).toEqual({ formPage: '/contact', receivedPage: '/contact/received' });
});

it("shows the rules' messages under the fields and sends nothing while any field is wrong", async () => {
  renderBlock(<ContactForm block={block} context={createBlockContext()} />);
  fireEvent.change(input('Email Address'), { target: { value: 'Boss@Gmail.com' } });
  fireEvent.change(input('Number of Employees'), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('First name must be at least 2 characters.')).toBeTruthy();
  for (const message of [
    'Last name must be at least 2 characters.',
    'Please use a valid company email address.',
    'Please enter a valid phone number.',
    'Company name must be at least 2 characters.',
    'Number of employees must be at least 1.',
    'Message must be at least 10 characters.',
  ]) {
    expect(screen.getByText(message)).toBeTruthy();
  }
  expect(input('First Name').getAttribute('aria-invalid')).toBe('true');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('shows the field message for an invisible character in a name, as the server would, and sends nothing', async () => {
  renderBlock(<ContactForm block={block} context={createBlockContext()} />);
  fillValid();
  fireEvent.change(input('First Name'), { target: { value: 'Ada\u200B' } });
  fireEvent.change(input('Company Name'), { target: { value: '\u202EAnalytical Engines' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(
    await screen.findByText(
      'First name must not contain invisible characters, such as zero-width spaces or direction marks.',
    ),
  ).toBeTruthy();
  expect(
    screen.getByText(
      'Company name must not contain invisible characters, such as zero-width spaces or direction marks.',
    ),
  ).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('sends the fields with an Idempotency-Key, then resets the form and opens the Message Received dialog', async () => {
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: 'lead-1' }), { status: 201 }));
  renderBlock(<ContactForm block={block} context={createBlockContext()} />);
  fillValid();
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  const dialog = await screen.findByRole('dialog', { name: 'Message Received' }, { timeout: 5000 });
  expect(within(dialog).getByText('Thank you for your message! Our team will get back to you shortly.')).toBeTruthy();
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/contact');
  expect((init!.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.parse(init!.body as string)).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@analytical.example',
    phone: '+5551234567',
    countryCode: '+1',
    company: 'Analytical Engines',
    employees: 12,
    message: 'We would like an AI agent for support.',
    website: '',
  });
  expect((input('First Name') as HTMLInputElement).value).toBe('');
});

it('keeps every value and shows the destructive notice when the server fails', async () => {
  const showNotice = vi.spyOn(notices, 'showNotice').mockResolvedValue();
  fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
  renderBlock(<ContactForm block={block} context={createBlockContext()} />);
  fillValid();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  });
  await waitFor(() =>
    expect(showNotice).toHaveBeenCalledWith('There was an error sending your message. Please try again later.', {
      title: 'Something went wrong',
      variant: 'destructive',
    }),
  );
  expect((input('First Name') as HTMLInputElement).value).toBe('Ada');
  expect((input('Message') as HTMLTextAreaElement).value).toBe('We would like an AI agent for support.');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('puts the messages the server sends for fields under those fields', async () => {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ errors: { email: 'Please use a valid company email address.' } }), { status: 400 }),
  );
  renderBlock(<ContactForm block={block} context={createBlockContext()} />);
  fillValid();
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Please use a valid company email address.')).toBeTruthy();
});
