import { describe, expect, it } from 'vitest';
import { checkContact, checkPlayer, isValidEmail } from './lead-rules';

const BLOCKED = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'aol.com', 'icloud.com', 'protonmail.com'];
const valid = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  phone: '5551234567',
  countryCode: '+1',
  company: 'Analytical Engines',
  employees: '12',
  message: 'We would like an AI agent for support.',
};

describe('contact rules', () => {
  it('accepts a valid submission, trimmed, with the phone stored after its country code', () => {
    expect(checkContact(valid, BLOCKED)).toEqual({
      ok: true,
      value: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@analytical.example',
        phone: '+15551234567',
        company: 'Analytical Engines',
        employees: 12,
        message: 'We would like an AI agent for support.',
      },
    });
    const withPlus = checkContact({ ...valid, phone: '+5551234567', countryCode: '+44' }, BLOCKED);
    expect(withPlus.ok && withPlus.value.phone).toBe('+445551234567');
  });

  it('answers every failing field at once, with the spec messages', () => {
    const result = checkContact(
      {
        firstName: 'A',
        lastName: ' ',
        email: 'a@b',
        phone: '123',
        countryCode: '',
        company: 'X',
        employees: 'many',
        message: 'short',
      },
      BLOCKED,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First name must be at least 2 characters.',
        lastName: 'Last name must be at least 2 characters.',
        email: 'Please enter a valid email address.',
        phone: 'Please enter a valid phone number.',
        countryCode: 'Please select a country code.',
        company: 'Company name must be at least 2 characters.',
        employees: 'Must be a number.',
        message: 'Message must be at least 10 characters.',
      },
    });
  });

  it.each(BLOCKED.flatMap((domain) => [domain, domain.toUpperCase(), domain.replace(/^./, (c) => c.toUpperCase())]))(
    'refuses free mail at %s',
    (domain) => {
      expect(checkContact({ ...valid, email: `someone@${domain}` }, BLOCKED)).toEqual({
        ok: false,
        errors: { email: 'Please use a valid company email address.' },
      });
    },
  );

  it('needs at least one employee, and bounds every field', () => {
    expect(checkContact({ ...valid, employees: 0 }, BLOCKED)).toEqual({
      ok: false,
      errors: { employees: 'Number of employees must be at least 1.' },
    });
    const long = checkContact({ ...valid, firstName: 'A'.repeat(101), message: 'x'.repeat(5001) }, BLOCKED);
    expect(long).toEqual({
      ok: false,
      errors: {
        firstName: 'First name must be at most 100 characters.',
        message: 'Message must be at most 5000 characters.',
      },
    });
  });

  it('refuses control characters, unknown fields and values of the wrong kind', () => {
    expect(
      checkContact({ ...valid, company: 'Acme\u0000Corp', message: 'Line one\nline two is fine.', extra: 1 }, BLOCKED),
    ).toEqual({
      ok: false,
      errors: { extra: 'Unknown field.', company: 'Company name must not contain control characters.' },
    });
    expect(checkContact({ ...valid, firstName: 42, lastName: { first: 'x' } }, BLOCKED)).toEqual({
      ok: false,
      errors: { firstName: 'First name must be text.', lastName: 'Last name must be text.' },
    });
    expect(checkContact([valid], BLOCKED)).toEqual({
      ok: false,
      errors: { body: 'Send the fields as a JSON object.' },
    });
  });
});

describe('player rules', () => {
  it('needs all three fields and a valid email, and does not apply the company-email rule', () => {
    expect(checkPlayer({ firstName: 'Ada', lastName: 'L', email: 'ada@gmail.com' })).toEqual({
      ok: true,
      value: { firstName: 'Ada', lastName: 'L', email: 'ada@gmail.com' },
    });
    expect(checkPlayer({ firstName: ' ', lastName: 'L', email: '' })).toEqual({
      ok: false,
      errors: { firstName: 'Please fill in all fields to continue.', email: 'Please fill in all fields to continue.' },
    });
    expect(checkPlayer({ firstName: 'Ada', lastName: 'L', email: 'ada.example.com' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address.' },
    });
  });
});

describe('isValidEmail', () => {
  it('is the rule the server applies: a domain with a dot, one address, trimmed', () => {
    for (const address of ['ada@example.com', ' ada@mail.example.org ', 'a.b+c@ex-ample.co'])
      expect(isValidEmail(address)).toBe(true);
    for (const address of [
      'ada@example',
      'ada.example.com',
      'a@b@c.com',
      'ada @example.com',
      '',
      `${'a'.repeat(250)}@example.com`,
    ])
      expect(isValidEmail(address)).toBe(false);
  });
});
