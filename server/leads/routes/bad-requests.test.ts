import { afterAll, beforeAll, expect, it } from 'vitest';
import { BLOCKED_DOMAINS_FOR_TESTS, startLeadTestServer, validContact } from '../testing/lead-test-server';

/**
 * A corpus of bad requests: each gets its 4xx and the message for the field at fault; none gets a
 * 5xx, none is stored, and the server is healthy after all of them.
 */
interface BadRequest {
  name: string;
  url?: string;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  status: number;
  errors: Record<string, string | RegExp>;
}

const validPlayer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example' };
const TEXT_FIELDS = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone number',
  countryCode: 'Country code',
  company: 'Company name',
  message: 'Message',
} as const;
const MIN_MESSAGES: Record<string, string> = {
  firstName: 'First name must be at least 2 characters.',
  lastName: 'Last name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  countryCode: 'Please select a country code.',
  company: 'Company name must be at least 2 characters.',
  employees: 'Must be a number.',
  message: 'Message must be at least 10 characters.',
};

const without = (field: string) => Object.fromEntries(Object.entries(validContact).filter(([key]) => key !== field));

const corpus: BadRequest[] = [
  ...Object.keys(validContact).map((field) => ({
    name: `missing ${field}`,
    body: without(field),
    status: 400,
    errors: { [field]: MIN_MESSAGES[field] },
  })),
  ...Object.keys(validContact).map((field) => ({
    name: `empty ${field}`,
    body: { ...validContact, [field]: '   ' },
    status: 400,
    errors: { [field]: MIN_MESSAGES[field] },
  })),
  ...['admin', 'id', 'createdAt', 'constructor', 'fields', 'isSpam'].map((field) => ({
    name: `extra field ${field}`,
    body: { ...validContact, [field]: true },
    status: 400,
    errors: { [field]: 'Unknown field.' },
  })),
  {
    name: 'extra __proto__ field',
    raw: JSON.stringify(validContact).replace('{', '{"__proto__":{"admin":true},'),
    status: 400,
    errors: { body: /./ },
  },
  {
    name: 'oversized first name',
    body: { ...validContact, firstName: 'A'.repeat(101) },
    status: 400,
    errors: { firstName: 'First name must be at most 100 characters.' },
  },
  {
    name: 'oversized last name',
    body: { ...validContact, lastName: 'L'.repeat(5000) },
    status: 400,
    errors: { lastName: 'Last name must be at most 100 characters.' },
  },
  {
    name: 'oversized email',
    body: { ...validContact, email: `${'a'.repeat(250)}@analytical.example` },
    status: 400,
    errors: { email: 'Please enter a valid email address.' },
  },
  {
    name: 'oversized phone',
    body: { ...validContact, phone: '5'.repeat(40) },
    status: 400,
    errors: { phone: 'Phone number must be at most 32 characters.' },
  },
  {
    name: 'oversized company',
    body: { ...validContact, company: 'C'.repeat(201) },
    status: 400,
    errors: { company: 'Company name must be at most 200 characters.' },
  },
  {
    name: 'oversized message',
    body: { ...validContact, message: 'm'.repeat(5001) },
    status: 400,
    errors: { message: 'Message must be at most 5000 characters.' },
  },
  {
    name: 'huge employee count',
    body: { ...validContact, employees: 1e12 },
    status: 400,
    errors: { employees: 'Number of employees must be at most 10000000.' },
  },
  ...Object.entries(TEXT_FIELDS).flatMap(([field, label]) =>
    [42, { nested: 'x' }, ['a', 'b'], true].map((value) => ({
      name: `${field} as ${Array.isArray(value) ? 'array' : typeof value}`,
      body: { ...validContact, [field]: value },
      status: 400,
      errors: { [field]: `${label} must be text.` },
    })),
  ),
  ...[42, { nested: 'x' }, ['a@b.example'], true].map((value) => ({
    name: `email as ${Array.isArray(value) ? 'array' : typeof value}`,
    body: { ...validContact, email: value },
    status: 400,
    errors: { email: 'Please enter a valid email address.' },
  })),
  ...['many', '12 people', '1e-3', '-5', '3.5', { n: 1 }, [12], true].map((value) => ({
    name: `employees ${JSON.stringify(value)}`,
    body: { ...validContact, employees: value },
    status: 400,
    errors: {
      employees:
        /^(Must be a number\.|Number of employees must be a whole number\.|Number of employees must be at least 1\.)$/,
    },
  })),
  {
    name: 'employees fractional',
    body: { ...validContact, employees: 2.5 },
    status: 400,
    errors: { employees: 'Number of employees must be a whole number.' },
  },
  {
    name: 'employees negative',
    body: { ...validContact, employees: -3 },
    status: 400,
    errors: { employees: 'Number of employees must be at least 1.' },
  },
  ...Object.entries(TEXT_FIELDS)
    .filter(([field]) => field !== 'phone' && field !== 'countryCode')
    .map(([field, label]) => ({
      name: `control character in ${field}`,
      body: { ...validContact, [field]: `${validContact[field as keyof typeof validContact]}\u0007x` },
      status: 400,
      errors: { [field]: `${label} must not contain control characters.` },
    })),
  {
    name: 'line break in first name',
    body: { ...validContact, firstName: 'Ada\nLovelace' },
    status: 400,
    errors: { firstName: 'First name must not contain control characters.' },
  },
  {
    name: 'null byte in message',
    body: { ...validContact, message: 'Hello there\u0000, we need help.' },
    status: 400,
    errors: { message: 'Message must not contain control characters.' },
  },
  ...[
    "a@b.c'; drop table leads;--",
    'a@b',
    'plainaddress',
    '@analytical.example',
    'ada@@analytical.example',
    'ada@analytical..example',
    'ada @analytical.example',
    '<script>@x.example',
  ].map((email) => ({
    name: `invalid email ${email}`,
    body: { ...validContact, email },
    status: 400,
    errors: { email: 'Please enter a valid email address.' },
  })),
  ...["1' OR '1'='1", '<script>alert(1)</script>', '555-CALL-NOW', '${jndi:ldap://x}'].map((phone) => ({
    name: `phone ${phone}`,
    body: { ...validContact, phone },
    status: 400,
    errors: { phone: 'Please enter a valid phone number.' },
  })),
  ...['1', '+', '+12345', 'US', "+1'--"].map((countryCode) => ({
    name: `country code ${countryCode}`,
    body: { ...validContact, countryCode },
    status: 400,
    errors: { countryCode: 'Please select a country code.' },
  })),
  ...BLOCKED_DOMAINS_FOR_TESTS.flatMap((domain) =>
    [domain, domain.toUpperCase(), domain.replace(/^./, (letter) => letter.toUpperCase())].map((variant) => ({
      name: `blocked domain ${variant}`,
      body: { ...validContact, email: `boss@${variant}` },
      status: 400,
      errors: { email: 'Please use a valid company email address.' },
    })),
  ),
  ...['{', '{"firstName": }', "{'firstName': 'x'}", '{"a":1,}', 'undefined'].map((raw) => ({
    name: `malformed JSON ${raw}`,
    raw,
    status: 400,
    errors: { body: 'The request body is not valid JSON.' },
  })),
  ...['[]', '"text"', '42', 'null', 'true'].map((raw) => ({
    name: `body ${raw}`,
    raw,
    status: 400,
    errors: { body: 'Send the fields as a JSON object.' },
  })),
  ...['text/plain', 'multipart/form-data; boundary=x', 'application/xml', 'application/jsonp'].map((type) => ({
    name: `content type ${type}`,
    raw: JSON.stringify(validContact),
    headers: { 'content-type': type },
    status: 415,
    errors: { body: 'Send the fields as JSON (Content-Type: application/json).' },
  })),
  // The contact form without JavaScript posts a form, naming its pages; the quiz's API takes JSON only.
  {
    name: 'a form post without its pages',
    raw: 'firstName=Ada',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 400,
    errors: { receivedPage: 'Post the contact form from its page.' },
  },
  {
    name: 'a form post to the players API',
    url: '/api/players',
    raw: 'firstName=Ada',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 415,
    errors: { body: 'Send the fields as JSON (Content-Type: application/json).' },
  },
  {
    name: 'no content type',
    raw: JSON.stringify(validContact),
    headers: { 'content-type': '' },
    status: 415,
    errors: { body: 'Send the fields as JSON (Content-Type: application/json).' },
  },
  {
    name: 'body over 16 KB',
    body: { ...validContact, message: 'x'.repeat(17 * 1024) },
    status: 413,
    errors: { body: 'The request is larger than 16 KB.' },
  },
  {
    name: 'idempotency key too long',
    body: validContact,
    headers: { 'idempotency-key': 'k'.repeat(201) },
    status: 400,
    errors: { 'Idempotency-Key': 'Use up to 200 visible characters, such as a UUID.' },
  },
  {
    name: 'idempotency key with spaces',
    body: validContact,
    headers: { 'idempotency-key': 'a key' },
    status: 400,
    errors: { 'Idempotency-Key': 'Use up to 200 visible characters, such as a UUID.' },
  },
  ...['firstName', 'lastName', 'email'].map((field) => ({
    name: `player missing ${field}`,
    url: '/api/players',
    body: { ...validPlayer, [field]: undefined },
    status: 400,
    errors: { [field]: 'Please fill in all fields to continue.' },
  })),
  ...['ada.example.com', 'ada@example', 'ada@', ' @x.example'].map((email) => ({
    name: `player email ${email}`,
    url: '/api/players',
    body: { ...validPlayer, email },
    status: 400,
    errors: { email: 'Please enter a valid email address.' },
  })),
  ...['score', 'phone'].map((field) => ({
    name: `player extra ${field}`,
    url: '/api/players',
    body: { ...validPlayer, [field]: 1 },
    status: 400,
    errors: { [field]: 'Unknown field.' },
  })),
  {
    name: 'player name as object',
    url: '/api/players',
    body: { ...validPlayer, firstName: { $gt: '' } },
    status: 400,
    errors: { firstName: 'First name must be text.' },
  },
];

let server: Awaited<ReturnType<typeof startLeadTestServer>>;
beforeAll(async () => {
  server = await startLeadTestServer();
});
afterAll(async () => {
  await server.app.close();
  await server.store.close();
});

it('the corpus holds at least 100 bad requests', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(100);
});

it.each(corpus)('$name → $status', async ({ url = '/api/contact', body, raw, headers = {}, status, errors }) => {
  const response = await server.app.inject({
    method: 'POST',
    url,
    payload: raw ?? JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  expect(response.statusCode).toBe(status);
  const answer = response.json() as { errors: Record<string, string> };
  for (const [field, message] of Object.entries(errors)) {
    if (message instanceof RegExp) expect(answer.errors[field]).toMatch(message);
    else expect(answer.errors[field]).toBe(message);
  }
});

it('stored none of them, and is still healthy', async () => {
  expect(await server.store.exportRows()).toEqual([]);
  expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
});
