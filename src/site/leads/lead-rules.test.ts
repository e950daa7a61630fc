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

  it.each(['-5', '0', '2.5', '1e3', '', '20000001', '12', '.5'])(
    'without JavaScript, employees "%s" (sent as text) gets the answer the page gives (the number its input holds)',
    (typed) => {
      // The page's form holds what Formik makes of a number input: the number, or '' when it reads none.
      const parsed = Number.parseFloat(typed);
      const onPage = checkContact({ ...valid, employees: Number.isNaN(parsed) ? '' : parsed }, BLOCKED);
      expect(checkContact({ ...valid, employees: typed }, BLOCKED)).toEqual(onPage);
    },
  );

  it('without JavaScript, -5 employees answers the spec\'s message, not "Must be a number."', () => {
    expect(checkContact({ ...valid, employees: '-5' }, BLOCKED)).toEqual({
      ok: false,
      errors: { employees: 'Number of employees must be at least 1.' },
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

describe('invisible and broken characters', () => {
  const invisible = (label: string) =>
    `${label} must not contain invisible characters, such as zero-width spaces or direction marks.`;

  it.each([
    ['a zero-width space', 'Ada\u200B'],
    ['a zero-width joiner', 'A\u200Dda'],
    ['a right-to-left override', '\u202Eecalovol'],
    ['a left-to-right isolate', 'Ada\u2066Lovelace\u2069'],
    ['a right-to-left mark', 'Ada\u200F'],
    ['a word joiner', 'Ad\u2060a'],
    ['a byte-order mark inside', 'Ad\uFEFFa'],
    ['a soft hyphen', 'Love\u00ADlace'],
    ['a Hangul filler', '\u3164\u3164'],
    ['a line separator', 'Ada\u2028Lovelace'],
  ])('refuses %s in a name, with the field message', (_what, name) => {
    expect(checkContact({ ...valid, firstName: name, company: `Acme ${name}` }, BLOCKED)).toEqual({
      ok: false,
      errors: { firstName: invisible('First name'), company: invisible('Company name') },
    });
    expect(checkPlayer({ firstName: 'Ada', lastName: name, email: 'ada@gmail.com' })).toEqual({
      ok: false,
      errors: { lastName: invisible('Last name') },
    });
  });

  it('refuses lone surrogates (half a character) in any text, and invisible characters in an email address', () => {
    expect(
      checkContact({ ...valid, lastName: 'Love\uD800lace', message: 'Hello \uDE00 there, friend.' }, BLOCKED),
    ).toEqual({
      ok: false,
      errors: {
        lastName: 'Last name must not contain broken characters.',
        message: 'Message must not contain broken characters.',
      },
    });
    for (const email of [
      'ada\u200B@analytical.example',
      'ada@analytical\u202E.example',
      'ada\uD800@analytical.example',
    ])
      expect(checkContact({ ...valid, email }, BLOCKED)).toEqual({
        ok: false,
        errors: { email: 'Please enter a valid email address.' },
      });
  });

  it('refuses C1 control characters as it does C0 ones', () => {
    expect(
      checkContact({ ...valid, company: 'Acme\u0085Corp', message: 'Hello\u009B there, friend.' }, BLOCKED),
    ).toEqual({
      ok: false,
      errors: {
        company: 'Company name must not contain control characters.',
        message: 'Message must not contain control characters.',
      },
    });
  });

  it('refuses direction overrides and zero-width spaces in a message, but keeps what joiners draw', () => {
    expect(checkContact({ ...valid, message: 'Please call \u202Eeno-lla\u202C us back.' }, BLOCKED)).toEqual({
      ok: false,
      errors: { message: invisible('Message') },
    });
    expect(checkContact({ ...valid, message: 'A message\u200B with a hidden space.' }, BLOCKED)).toEqual({
      ok: false,
      errors: { message: invisible('Message') },
    });
    // Persian needs ZWNJ inside words; emoji sequences are drawn with ZWJ; a Scottish flag is drawn with tags.
    const message =
      'می\u200Cخواهم — 👩\u200D💻 and 👨\u200D👩\u200D👧 on the team 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    const accepted = checkContact({ ...valid, message }, BLOCKED);
    expect(accepted.ok && accepted.value.message).toBe(message);
  });

  it('stores text composed (NFC), and measures it so', () => {
    const result = checkContact({ ...valid, firstName: 'Rene\u0301e', lastName: 'Zoe\u0308' }, BLOCKED);
    expect(result.ok && [result.value.firstName, result.value.lastName]).toEqual(['Ren\u00E9e', 'Zo\u00EB']);
    // 100 letters each with a combining accent are 200 code units typed, 100 characters composed.
    const accented = checkPlayer({ firstName: 'e\u0301'.repeat(100), lastName: 'L', email: 'ada@gmail.com' });
    expect(accented.ok && accented.value.firstName).toBe('\u00E9'.repeat(100));
  });
});
