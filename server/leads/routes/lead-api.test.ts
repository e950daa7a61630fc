import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startLeadTestServer, validContact } from '../testing/lead-test-server';

type Started = Awaited<ReturnType<typeof startLeadTestServer>>;
let server: Started;

afterEach(async () => {
  await server?.app.close();
  await server?.store.close().catch(() => undefined);
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });

/** The rows as they are on disk, read through a separate connection. */
function readRows(file: string) {
  const db = new Database(file, { readonly: true });
  const leads = db.prepare('select id, kind, fields, spam from leads').all() as {
    id: string;
    kind: string;
    fields: string;
    spam: number;
  }[];
  const outbox = db.prepare('select lead_id, state from outbox').all() as { lead_id: string; state: string }[];
  db.close();
  return { leads, outbox };
}

describe('POST /api/contact', () => {
  it('stores a valid lead with its outbox row before answering 201 with its id', async () => {
    server = await startLeadTestServer();
    const response = await post('/api/contact', { ...validContact, phone: '+5551234567', website: '' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const { leads, outbox } = readRows(server.file);
    expect(leads).toEqual([
      {
        id,
        kind: 'contact',
        spam: 0,
        fields: JSON.stringify({ ...validContact, phone: '+15551234567' }).replace(',"countryCode":"+1"', ''),
      },
    ]);
    expect(outbox).toEqual([{ lead_id: id, state: 'pending' }]);
  });

  it('answers 400 with every failing field and stores nothing', async () => {
    server = await startLeadTestServer();
    const response = await post('/api/contact', {
      ...validContact,
      firstName: 'A',
      email: 'ceo@GMAIL.com',
      employees: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        firstName: 'First name must be at least 2 characters.',
        email: 'Please use a valid company email address.',
        employees: 'Number of employees must be at least 1.',
      },
    });
    expect(readRows(server.file).leads).toEqual([]);
  });

  it('stores a filled honeypot as spam, answers 201 as usual, and never queues it', async () => {
    server = await startLeadTestServer();
    const response = await post('/api/contact', { firstName: 'x', website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    const { leads, outbox } = readRows(server.file);
    expect(leads.map((lead) => [lead.id, lead.spam])).toEqual([[(response.json() as { id: string }).id, 1]]);
    expect(outbox).toEqual([]);
  });

  it('stores a request retried with the same Idempotency-Key once, also when the copies arrive together', async () => {
    server = await startLeadTestServer();
    const key = { 'idempotency-key': '8a3c7a52-1b1f-4f55-9d62-0f8f9b6f4d21' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/api/contact', validContact, key)));
    const later = await post('/api/contact', validContact, key);
    const ids = new Set([...answers, later].map((answer) => (answer.json() as { id: string }).id));
    expect([...answers, later].map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(ids.size).toBe(1);
    expect(readRows(server.file).leads).toHaveLength(1);

    const different = await post('/api/contact', { ...validContact, message: 'A different message entirely.' }, key);
    expect(different.statusCode).toBe(422);
    expect(different.json()).toEqual({
      errors: { 'Idempotency-Key': 'This key was already used for a different request.' },
    });
  });

  it('takes the same fields in another order, with the same Idempotency-Key, as the same request', async () => {
    server = await startLeadTestServer();
    const key = { 'idempotency-key': 'order-1' };
    const first = await post('/api/contact', validContact, key);
    const reordered = await post('/api/contact', Object.fromEntries(Object.entries(validContact).reverse()), key);
    expect([first.statusCode, reordered.statusCode]).toEqual([201, 201]);
    expect(reordered.json()).toEqual(first.json());
    expect(readRows(server.file).leads).toHaveLength(1);
  });

  it('scopes an Idempotency-Key to its endpoint: the same key on /api/players is another lead', async () => {
    server = await startLeadTestServer();
    const key = { 'idempotency-key': 'shared-key-7' };
    const contact = await post('/api/contact', validContact, key);
    const player = await post('/api/players', { firstName: 'Ada', lastName: 'L', email: 'ada@gmail.com' }, key);
    expect([contact.statusCode, player.statusCode]).toEqual([201, 201]);
    expect(player.json()).not.toEqual(contact.json());
    expect(
      readRows(server.file)
        .leads.map((lead) => lead.kind)
        .sort(),
    ).toEqual(['contact', 'player']);
  });

  it('takes "website": null (or any value but a non-empty string) as a person, not a filled honeypot', async () => {
    server = await startLeadTestServer();
    const answers = [
      await post('/api/contact', { ...validContact, website: null }),
      await post('/api/players', { firstName: 'Ada', lastName: 'L', email: 'ada@gmail.com', website: 0 }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const { leads, outbox } = readRows(server.file);
    expect(leads.map((lead) => [lead.kind, lead.spam]).sort()).toEqual([
      ['contact', 0],
      ['player', 0],
    ]);
    expect(outbox).toHaveLength(2);
  });
});

describe('POST /api/players', () => {
  it('stores a player (free mail allowed) and checks the spec rules', async () => {
    server = await startLeadTestServer();
    expect((await post('/api/players', { firstName: 'Ada', lastName: 'L', email: 'ada@gmail.com' })).statusCode).toBe(
      201,
    );
    const missing = await post('/api/players', { firstName: 'Ada', lastName: '', email: 'ada@gmail.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: { lastName: 'Please fill in all fields to continue.' } });
    expect(readRows(server.file).leads.map((lead) => lead.kind)).toEqual(['player']);
  });
});

describe('limits', () => {
  it('limits each client to LEADS_RATE_LIMIT lead requests a minute, with Retry-After, and never limits pages or health', async () => {
    server = await startLeadTestServer({ rateLimitPerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post('/api/players', { firstName: 'A', lastName: 'B', email: `p${i}@x.example` })).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await post('/api/contact', validContact);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await server.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only when told to trust the proxy', async () => {
    server = await startLeadTestServer({ rateLimitPerMinute: 1 });
    const body = { firstName: 'A', lastName: 'B', email: 'p@x.example' };
    expect((await post('/api/players', body, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(201);
    expect((await post('/api/players', body, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(429);
    await server.app.close();

    server = await startLeadTestServer({ rateLimitPerMinute: 1, trustProxy: true });
    expect((await post('/api/players', body, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(201);
    expect((await post('/api/players', body, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(201);
  });
});

describe('GET /api/health', () => {
  it('reports the outbox depth, and 503 with Retry-After once the store is unreachable', async () => {
    server = await startLeadTestServer();
    await post('/api/contact', validContact);
    const healthy = await server.app.inject({ url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toMatchObject({
      status: 'ok',
      store: 'reachable',
      outbox: { pending: 1, oldestPendingAgeSeconds: expect.any(Number) },
    });
    await server.store.close();
    const down = await server.app.inject({ url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', store: 'unreachable' });
    expect(down.headers['retry-after']).toBe('5');
    const refused = await post('/api/contact', { ...validContact, email: 'grace@navy.example' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      errors: { body: 'We could not save your message just now. Please try again in a moment.' },
    });
  });
});
