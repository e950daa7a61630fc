import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createServer } from '#server/create-server';
import { startFakeTableService, type FakeTableServiceOptions, type TableRequest } from '../testing/fake-table-service';
import { createForwarder, type ForwarderOptions } from './forwarder';
import type { LeadStore } from '../store/lead-store';
import { testLeadSettings } from '../testing/lead-test-server';
import { openSqliteStore } from '../store/sqlite-store';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A store, the fake table service and a forwarder on a controlled clock: waiting advances it at once.
 * `decide` scripts the service's answers (see startFakeTableService); `lateBy` makes the n-th wait end
 * that many ms late, as a busy event loop's timers do.
 */
async function setUp(
  decide?: FakeTableServiceOptions['decide'],
  extra: Partial<ForwarderOptions> = {},
  lateBy: (call: number) => number = () => 0,
  schema?: FakeTableServiceOptions['schema'],
) {
  const clock = { now: Date.now() };
  const service = await startFakeTableService({ decide, readClock: () => clock.now, schema });
  cleanups.push(service.close);
  const store = await openSqliteStore(join(mkdtempSync(join(tmpdir(), 'forward-')), 'leads.db'));
  cleanups.push(() => store.close());
  const waits: number[] = [];
  const forwarder = createForwarder({
    store,
    apiUrl: service.url,
    token: 'tok_test_123',
    baseId: 'appBase',
    settings: testLeadSettings,
    now: () => clock.now,
    sleep: async (ms) => {
      clock.now += ms + lateBy(waits.length);
      waits.push(ms);
    },
    random: () => 0.5,
    log: { info() {}, warn() {}, error() {} },
    ...extra,
  });
  /** Rounds until nothing is pending (or `rounds` runs out); a round that sends nothing moves the clock on. */
  const forwardAll = async (rounds = 500) => {
    clock.now = Math.max(clock.now, Date.now()); // Every lead saved so far is due.
    for (let round = 0; round < rounds && (await store.health(clock.now)).pending > 0; round++) {
      if ((await forwarder.forwardOnce()) === 0) clock.now += 100;
    }
  };
  return { clock, service, store, forwarder, waits, forwardAll };
}

/** The lead server's health answer for a forwarder and its store. */
async function startHealth(store: LeadStore, forwarder: ReturnType<typeof createForwarder>) {
  const app = await createServer({
    distDir: mkdtempSync(join(tmpdir(), 'forward-site-')),
    leads: { store, settings: testLeadSettings, rateLimitPerMinute: 0, forwarding: forwarder.state },
  });
  cleanups.push(() => app.close());
  return async () => {
    const answer = await app.inject({ url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
}

/** The base as the README asks for it: each table with the fields the settings name. */
const FULL_SCHEMA = {
  Contact_Information: [...Object.values(testLeadSettings.contactFields), testLeadSettings.contactLeadIdField],
  GamePlayers: Object.values(testLeadSettings.playerFieldIds),
};

const saveContacts = async (store: LeadStore, count: number) => {
  const ids: string[] = [];
  for (let index = 0; index < count; index++)
    ids.push(
      (
        (await store.save({ kind: 'contact', fields: contact(index), spam: false, requestHash: `h${index}` })) as {
          id: string;
        }
      ).id,
    );
  return ids;
};

/** The rows the service holds in a table, by their lead id. */
const leadIdsIn = (rows: Map<string, Record<string, unknown>[]>, table = 'Contact_Information') =>
  (rows.get(table) ?? []).map((row) => row['Lead ID'] ?? row.fldLeadId);

function contact(index: number, message = 'We would like to talk about AI agents.') {
  return {
    firstName: `First${index}`,
    lastName: 'Last',
    email: `lead${index}@company.example`,
    phone: '+15551234567',
    company: 'Company',
    employees: 10,
    message,
  };
}

it('forwards every lead exactly once through 500, 429 (Retry-After: 1) and 422, keeping all in the store', async () => {
  const script = [{ status: 500 }, { status: 429, headers: { 'retry-after': '1' } }];
  const { clock, service, store, waits, forwardAll } = await setUp((request) => {
    const next = script.shift();
    if (next) return next;
    const rejected = request.records.some((record) => String(record.fields.Message ?? '').includes('REJECT'));
    return rejected
      ? {
          status: 422,
          body: {
            error: {
              type: 'INVALID_VALUE_FOR_COLUMN',
              message: 'Field "Phone Number" cannot accept the provided value',
            },
          },
        }
      : 'accept';
  });
  const received = service.requests;
  const ids = await saveContacts(store, 12);
  const rejected = (
    (await store.save({
      kind: 'contact',
      fields: contact(99, 'REJECT this one please'),
      spam: false,
      requestHash: 'bad',
    })) as { id: string }
  ).id;
  const player = (
    (await store.save({
      kind: 'player',
      fields: { firstName: 'Ada', lastName: 'L', email: 'ada@gmail.com' },
      spam: false,
      requestHash: 'p',
    })) as { id: string }
  ).id;
  await store.save({ kind: 'contact', fields: { website: 'spam' }, spam: true, requestHash: 's' });

  await forwardAll();

  expect((await store.health(clock.now)).pending).toBe(0);
  expect(leadIdsIn(service.rows).sort()).toEqual([...ids].sort());
  expect(leadIdsIn(service.rows, 'GamePlayers')).toEqual([player]);

  expect(received.map((request) => request.status).slice(0, 2)).toEqual([500, 429]);
  expect(received[0].records).toHaveLength(10);
  // The batch that met the 500 is retried after a back-off; after the 429 nothing is sent for the second its Retry-After asks.
  const hasFirstLead = (request: TableRequest) =>
    request.records.some((record) => record.fields['Email Address'] === 'lead0@company.example');
  const retried = received.slice(1).find(hasFirstLead)!;
  expect(retried.at - received[0].at).toBeGreaterThanOrEqual(500);
  expect(received[2].at - received[1].at).toBeGreaterThanOrEqual(1000);
  for (const request of received) {
    expect(request.method).toBe('PATCH');
    expect(request.headers.authorization).toBe('Bearer tok_test_123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.records.length).toBeLessThanOrEqual(10);
    expect(request.path).toMatch(/^\/v0\/appBase\/(Contact_Information|GamePlayers)$/);
    expect(request.fieldsToMergeOn).toEqual([request.path.endsWith('GamePlayers') ? 'fldLeadId' : 'Lead ID']);
  }
  const first = service.rows.get('Contact_Information')![0];
  expect(Object.keys(first)).toEqual([
    'id',
    'First Name',
    'Last Name',
    'Email Address',
    'Phone Number',
    'Company Name',
    'Number of Employees',
    'Message',
    'Lead ID',
  ]);
  expect(service.rows.get('GamePlayers')![0]).toEqual({
    id: expect.any(String),
    fldFirst: 'Ada',
    fldLast: 'L',
    fldEmail: 'ada@gmail.com',
    fldLeadId: player,
  });

  const rows = await store.exportRows();
  expect(rows).toHaveLength(15);
  expect(rows.find((row) => row.id === rejected)).toMatchObject({
    state: 'failed',
    lastError: '422 INVALID_VALUE_FOR_COLUMN: Field "Phone Number" cannot accept the provided value',
  });
  expect(
    rows
      .filter((row) => row.state === 'sent')
      .map((row) => row.id)
      .sort(),
  ).toEqual(expect.arrayContaining(ids));
  expect(rows.filter((row) => row.state === 'spam')).toHaveLength(1);
  expect(waits.filter((ms) => ms > 0 && ms <= 300).length).toBeGreaterThan(0);

  expect(await store.retryFailed(clock.now)).toBe(1);
  expect((await store.health(clock.now)).pending).toBe(1);
});

it('never lets 5 requests fall within one second, even when a timer fires 250 ms late', async () => {
  const { service, store, forwardAll } = await setUp(undefined, {}, (call) => (call % 5 === 0 ? 250 : 0));
  await saveContacts(store, 120);
  await forwardAll();
  expect(service.requests).toHaveLength(12);
  expect(service.mostRequestsInOneSecond()).toBeLessThanOrEqual(4);
});

it('two forwarders on one store keep together under 5 requests a second, each lead sent once, even when their timers fire late', async () => {
  // One clock for both, as two instances on one database share the time of day; every third wait of
  // either ends 700 ms late, as on a busy machine. The store books their sends one interval apart.
  let calls = 0;
  const { clock, service, store, forwarder, forwardAll } = await setUp(undefined, {}, () =>
    ++calls % 3 === 0 ? 700 : 0,
  );
  const other = createForwarder({
    store,
    apiUrl: service.url,
    token: 'tok_test_123',
    baseId: 'appBase',
    settings: testLeadSettings,
    now: () => clock.now,
    sleep: async (ms) => {
      clock.now += ms + (++calls % 3 === 0 ? 700 : 0);
    },
    random: () => 0.5,
    log: { info() {}, warn() {}, error() {} },
  });
  await saveContacts(store, 120);
  clock.now = Math.max(clock.now, Date.now());
  for (let round = 0; round < 200 && (await store.health(clock.now)).pending > 0; round++) {
    const sent = await Promise.all([forwarder.forwardOnce(), other.forwardOnce()]);
    if (sent[0] + sent[1] === 0) clock.now += 100;
  }
  await forwardAll();
  expect(leadIdsIn(service.rows)).toHaveLength(120);
  expect(new Set(leadIdsIn(service.rows)).size).toBe(120);
  expect(service.mostRequestsInOneSecond()).toBeLessThanOrEqual(4);
});

it('never lets 5 requests fall within one second', async () => {
  const { service, store, forwardAll } = await setUp();
  await saveContacts(store, 120);
  await forwardAll();
  expect(service.requests).toHaveLength(12);
  expect(service.mostRequestsInOneSecond()).toBeLessThanOrEqual(4);
  expect(leadIdsIn(service.rows)).toHaveLength(120);
});

it('honours Retry-After given as an HTTP date', async () => {
  let retryAt = 0;
  const { service, store, forwardAll } = await setUp((request, index) => {
    if (index > 0) return 'accept';
    // HTTP dates count whole seconds: 8 s from now on the service's clock, at most a second less once rounded.
    retryAt = request.at + 8000;
    return { status: 429, headers: { 'retry-after': new Date(retryAt).toUTCString() } };
  });
  await saveContacts(store, 3);
  await forwardAll();
  const [limited, next] = service.requests;
  expect(limited.status).toBe(429);
  expect(next.at - limited.at).toBeGreaterThanOrEqual(7000);
  expect(next.at - limited.at).toBeLessThanOrEqual(9000);
  expect(leadIdsIn(service.rows)).toHaveLength(3);
});

it('a service slower than the request timeout, which stores each batch anyway, ends with one row per lead', async () => {
  // Real time: each of the first two sends is abandoned after a second, after the service stored it. A
  // second, not less: the third send's honest answer must come within it on a machine busy with other work.
  const { clock, service, store, forwardAll } = await setUp(
    (_request, index) => (index < 2 ? 'store-then-stall' : 'accept'),
    { requestTimeoutMs: 1_000 },
  );
  const ids = await saveContacts(store, 4);
  await forwardAll();
  expect((await store.health(clock.now)).pending).toBe(0);
  // The batch reached the service three times; it holds each lead once.
  expect(service.requests).toHaveLength(3);
  expect(service.requests.map((request) => request.records.length)).toEqual([4, 4, 4]);
  expect(leadIdsIn(service.rows).sort()).toEqual([...ids].sort());
});

it.each([401, 403])(
  'a %i pauses forwarding, keeps every lead pending, and says so in /api/health until the credential works again',
  async (status) => {
    let authorized = false;
    const { clock, service, store, forwarder } = await setUp(() =>
      authorized
        ? 'accept'
        : { status, body: { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } } },
    );
    const app = await createServer({
      distDir: mkdtempSync(join(tmpdir(), 'forward-site-')),
      leads: { store, settings: testLeadSettings, rateLimitPerMinute: 0, forwarding: forwarder.state },
    });
    cleanups.push(() => app.close());
    await saveContacts(store, 12);
    await store.save({
      kind: 'player',
      fields: { firstName: 'Ada', lastName: 'L', email: 'ada@gmail.com' },
      spam: false,
      requestHash: 'p',
    });
    clock.now = Date.now(); // Every lead saved so far is due.

    expect(await forwarder.forwardOnce()).toBe(0);
    // One refused request, and the players' batch is not sent into the same refusal.
    expect(service.requests).toHaveLength(1);
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'degraded', forwarding: 'unauthorized', outbox: { pending: 13 } });
    const rows = await store.exportRows();
    expect(rows.filter((row) => row.state === 'failed')).toEqual([]);
    expect(rows.every((row) => row.state === 'pending')).toBe(true);

    // Paused: the next round first waits a minute, then tries once more.
    const before = clock.now;
    expect(await forwarder.forwardOnce()).toBe(0);
    expect(service.requests).toHaveLength(2);
    expect(service.requests[1].at - before).toBeGreaterThanOrEqual(60_000);

    authorized = true;
    for (let round = 0; round < 10 && (await store.health(clock.now)).pending > 0; round++)
      await forwarder.forwardOnce();
    expect((await store.health(clock.now)).pending).toBe(0);
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
      forwarding: 'ok',
      outbox: { pending: 0 },
    });
    expect(leadIdsIn(service.rows)).toHaveLength(12);
  },
);

it("sends a contact lead's fields under the names site.yaml gives them (settings.leads.contactFields)", async () => {
  const contactFields = {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    company: 'Firma',
    employees: 'Mitarbeitende',
    message: 'Nachricht',
  };
  const { service, store, forwardAll } = await setUp(undefined, { settings: { ...testLeadSettings, contactFields } });
  await saveContacts(store, 1);
  await forwardAll();
  expect(service.requests[0].records[0].fields).toEqual({
    Vorname: 'First0',
    Nachname: 'Last',
    'E-Mail': 'lead0@company.example',
    Telefon: '+15551234567',
    Firma: 'Company',
    Mitarbeitende: 10,
    Nachricht: 'We would like to talk about AI agents.',
    'Lead ID': expect.any(String),
  });
});

it.each([
  [
    'the lead-id field was never created',
    { ...FULL_SCHEMA, Contact_Information: FULL_SCHEMA.Contact_Information.filter((field) => field !== 'Lead ID') },
    '422 UNKNOWN_FIELD_NAME: Unknown field name: "Lead ID"',
  ],
  [
    'the table does not exist',
    { GamePlayers: FULL_SCHEMA.GamePlayers },
    '404 TABLE_NOT_FOUND: Could not find table Contact_Information',
  ],
])(
  'when %s, forwarding pauses with the reason in health and every lead waits, sent once the base is fixed',
  async (_case, broken, reason) => {
    let fixed = false;
    const { clock, service, store, forwarder } = await setUp(
      undefined,
      {},
      () => 0,
      () => (fixed ? FULL_SCHEMA : broken),
    );
    const readHealth = await startHealth(store, forwarder);
    const ids = await saveContacts(store, 12);
    clock.now = Date.now(); // Every lead saved so far is due.

    expect(await forwarder.forwardOnce()).toBe(0);
    // One refused request: the batch is not taken apart lead by lead, as a refusal of one record would be.
    expect(service.requests.map((request) => request.status)).toEqual([reason.startsWith('404') ? 404 : 422]);
    expect(await readHealth()).toEqual({
      status: 'degraded',
      store: 'reachable',
      forwarding: 'misconfigured',
      pause: { reason, until: new Date(service.requests[0].at + 60_000).toISOString() },
      outbox: { pending: 12, oldestPendingAgeSeconds: expect.any(Number), failed: 0, lastFailure: null },
    });
    expect((await store.exportRows()).map((row) => row.state)).toEqual(ids.map(() => 'pending'));

    // Still paused a minute later: one more try, refused the same way.
    expect(await forwarder.forwardOnce()).toBe(0);
    expect(service.requests).toHaveLength(2);
    expect(service.requests[1].at - service.requests[0].at).toBeGreaterThanOrEqual(60_000);

    fixed = true;
    for (let round = 0; round < 10 && (await store.health(clock.now)).pending > 0; round++)
      await forwarder.forwardOnce();
    expect(leadIdsIn(service.rows).sort()).toEqual([...ids].sort());
    expect(await readHealth()).toMatchObject({ status: 'ok', forwarding: 'ok', outbox: { pending: 0, failed: 0 } });
  },
);

it('when the service refuses every record, health says degraded with the failed count and the last reason', async () => {
  const refusal = {
    status: 422,
    body: {
      error: { type: 'INVALID_VALUE_FOR_COLUMN', message: 'Field "Phone Number" cannot accept the provided value' },
    },
  };
  const { store, forwarder, forwardAll } = await setUp(() => refusal);
  const readHealth = await startHealth(store, forwarder);
  await saveContacts(store, 3);
  await forwardAll();
  expect(await readHealth()).toEqual({
    status: 'degraded',
    store: 'reachable',
    forwarding: 'ok',
    outbox: {
      pending: 0,
      oldestPendingAgeSeconds: null,
      failed: 3,
      lastFailure: '422 INVALID_VALUE_FOR_COLUMN: Field "Phone Number" cannot accept the provided value',
    },
  });
  // Put back by a person (npm run leads:retry), they are no longer counted.
  expect(await store.retryFailed(Date.now())).toBe(3);
  expect((await readHealth()).outbox).toMatchObject({ pending: 3, failed: 0, lastFailure: null });
});

const FORTY_DAYS_MS = 40 * 24 * 3600 * 1000;

it.each([
  ['in seconds', () => String(FORTY_DAYS_MS / 1000)],
  // An HTTP date counts whole seconds: truncated, 40 days from the request are at most 40 days.
  ['as an HTTP date', (at: number) => new Date(at + FORTY_DAYS_MS).toUTCString()],
])(
  'caps a Retry-After of 40 days (%s) at 15 minutes, says so once in the log, and shows the pause in health',
  async (_form, retryAfter) => {
    const warnings: string[] = [];
    const { clock, service, store, forwarder, waits, forwardAll } = await setUp(
      (request, index) =>
        index === 0 ? { status: 429, headers: { 'retry-after': retryAfter(request.at) } } : 'accept',
      { log: { info() {}, warn: (message: string) => warnings.push(message), error() {} } },
    );
    const readHealth = await startHealth(store, forwarder);
    const ids = await saveContacts(store, 3);
    clock.now = Date.now();

    expect(await forwarder.forwardOnce()).toBe(0);
    const limitedAt = service.requests[0].at;
    expect(await readHealth()).toMatchObject({
      status: 'degraded',
      forwarding: 'rate-limited',
      pause: {
        reason: '429',
        until: new Date(limitedAt + 900_000).toISOString(),
        retryAfter: { askedSeconds: 3_456_000, waitSeconds: 900 },
      },
      outbox: { pending: 3, failed: 0 },
    });
    expect(warnings).toEqual([
      'the table-database service asked to wait 3456000 s, more than the 900 s ceiling; waiting 900 s',
    ]);

    await forwardAll();
    // Sent once the ceiling's 15 minutes were over, not 40 days later; no wait was ever longer.
    expect(service.requests[1].at - limitedAt).toBeGreaterThanOrEqual(900_000);
    expect(service.requests[1].at - limitedAt).toBeLessThan(901_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(900_000);
    expect(leadIdsIn(service.rows).sort()).toEqual([...ids].sort());
    expect(warnings).toHaveLength(1);
    expect(await readHealth()).toMatchObject({ status: 'ok', forwarding: 'ok' });
    expect((await readHealth()).pause).toBeUndefined();
  },
);

it('a send whose wait ended well after its slot books another instead of crowding the slots booked meanwhile', async () => {
  // Another instance books slots while this one waits; this one's timer then fires 700 ms late.
  const other: number[] = [];
  const shared: { store?: LeadStore } = {};
  const { clock, service, store, forwarder, waits } = await setUp(undefined, {
    sleep: async (ms) => {
      waits.push(ms);
      if (waits.length === 1)
        for (let index = 0; index < 2; index++) other.push(await shared.store!.reserveSendSlot(clock.now, 300));
      clock.now += ms + (waits.length === 1 ? 700 : 0);
    },
  });
  shared.store = store;
  await saveContacts(store, 1);
  const start = Math.max(clock.now, Date.now());
  clock.now = start;
  other.push(await store.reserveSendSlot(start, 300));

  expect(await forwarder.forwardOnce()).toBe(1);
  // Its slot was start + 300; woken at start + 1000, between the other's start + 900 and the next free
  // slot, it waited for start + 1200 instead of sending a fourth request within one second.
  expect(other.map((slot) => slot - start)).toEqual([0, 600, 900]);
  expect(waits).toEqual([300, 200]);
  expect(service.requests.map((request) => request.at - start)).toEqual([1200]);
});

it('keeps forwarding when every timer fires late: after three lost slots a batch goes out anyway', async () => {
  const { service, store, waits, forwardAll } = await setUp(undefined, {}, () => 150);
  const ids = await saveContacts(store, 30);
  await forwardAll();
  expect(leadIdsIn(service.rows).sort()).toEqual([...ids].sort());
  expect(service.mostRequestsInOneSecond()).toBeLessThanOrEqual(4);
  // The first batch went at once; each of the other two waited for four slots, the first three lost.
  expect(service.requests).toHaveLength(3);
  expect(waits).toHaveLength(8);
});
