import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createForwarder } from './forwarder';
import type { LeadStore } from './lead-store';
import { testLeadSettings } from './lead-test-server';
import { openSqliteStore } from './sqlite-store';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  records: { fields: Record<string, unknown> }[];
  status: number;
  /** The test's controlled clock when the request arrived. */
  at: number;
}

let upstream: Server | undefined;
let store: LeadStore | undefined;
afterEach(async () => {
  await new Promise((resolve) => upstream?.close(resolve) ?? resolve(undefined));
  await store?.close();
});

/**
 * A fake table-database service on loopback: answers the scripted statuses first, then refuses any
 * batch holding a "REJECT" message with 422, and accepts the rest.
 */
async function startUpstream(script: Array<{ status: number; headers?: Record<string, string> }>, readClock: () => number) {
  const received: Received[] = [];
  upstream = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const records = (JSON.parse(body) as { records: Received['records'] }).records;
      const next = script.shift();
      const rejected = records.some((record) => String(record.fields.Message ?? '').includes('REJECT'));
      const status = next?.status ?? (rejected ? 422 : 200);
      received.push({ path: request.url ?? '', headers: request.headers, records, status, at: readClock() });
      response.writeHead(status, { 'content-type': 'application/json', ...next?.headers });
      response.end(
        status === 422 ? JSON.stringify({ error: { type: 'INVALID_VALUE_FOR_COLUMN', message: 'Field "Phone Number" cannot accept the provided value' } }) : JSON.stringify({ records: [] }),
      );
    });
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => upstream!.once('listening', resolve));
  return { url: `http://127.0.0.1:${(upstream!.address() as AddressInfo).port}`, received };
}

function contact(index: number, message = 'We would like to talk about AI agents.') {
  return { firstName: `First${index}`, lastName: 'Last', email: `lead${index}@company.example`, phone: '+15551234567', company: 'Company', employees: 10, message };
}

it('forwards every lead exactly once through 500, 429 (Retry-After: 1) and 422, keeping all in the store', async () => {
  // A controlled clock: waiting advances it at once.
  let clock = Date.now();
  const { url, received } = await startUpstream([{ status: 500 }, { status: 429, headers: { 'retry-after': '1' } }], () => clock);
  store = await openSqliteStore(join(mkdtempSync(join(tmpdir(), 'forward-')), 'leads.db'));
  const ids: string[] = [];
  for (let index = 0; index < 12; index++) ids.push(((await store.save({ kind: 'contact', fields: contact(index), spam: false, requestHash: `h${index}` })) as { id: string }).id);
  const rejected = ((await store.save({ kind: 'contact', fields: contact(99, 'REJECT this one please'), spam: false, requestHash: 'bad' })) as { id: string }).id;
  await store.save({ kind: 'player', fields: { firstName: 'Ada', lastName: 'L', email: 'ada@gmail.com' }, spam: false, requestHash: 'p' });
  await store.save({ kind: 'contact', fields: { website: 'spam' }, spam: true, requestHash: 's' });

  const waits: number[] = [];
  const forwarder = createForwarder({
    store,
    apiUrl: url,
    token: 'tok_test_123',
    baseId: 'appBase',
    settings: testLeadSettings,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    random: () => 0.5,
    log: { info() {}, warn() {}, error() {} },
  });
  for (let round = 0; round < 500 && (await store.health(clock)).pending > 0; round++) {
    if ((await forwarder.forwardOnce()) === 0) clock += 100;
  }

  const health = await store.health(clock);
  expect(health.pending).toBe(0);
  const accepted = received.filter((request) => request.status === 200);
  const emails = accepted.flatMap((request) => request.records.map((record) => record.fields['Email Address'] ?? record.fields.fldEmail));
  expect(emails.sort()).toEqual([...Array.from({ length: 12 }, (_, index) => `lead${index}@company.example`), 'ada@gmail.com'].sort());

  expect(received.map((request) => request.status).slice(0, 2)).toEqual([500, 429]);
  expect(received[0].records).toHaveLength(10);
  // The batch that met the 500 is retried after a back-off; after the 429 nothing is sent for the second its Retry-After asks.
  const hasFirstLead = (request: Received) => request.records.some((record) => record.fields['Email Address'] === 'lead0@company.example');
  const retried = received.slice(1).find(hasFirstLead)!;
  expect(retried.at - received[0].at).toBeGreaterThanOrEqual(500);
  expect(received[2].at - received[1].at).toBeGreaterThanOrEqual(1000);
  for (const request of received) {
    expect(request.headers.authorization).toBe('Bearer tok_test_123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.records.length).toBeLessThanOrEqual(10);
    expect(request.path).toMatch(/^\/v0\/appBase\/(Contact_Information|GamePlayers)$/);
  }
  const first = accepted.find((request) => request.path.endsWith('Contact_Information'))!.records[0].fields;
  expect(Object.keys(first)).toEqual(['First Name', 'Last Name', 'Email Address', 'Phone Number', 'Company Name', 'Number of Employees', 'Message']);
  const player = accepted.find((request) => request.path.endsWith('GamePlayers'))!.records[0].fields;
  expect(player).toEqual({ fldFirst: 'Ada', fldLast: 'L', fldEmail: 'ada@gmail.com' });

  const rows = await store.exportRows();
  expect(rows).toHaveLength(15);
  expect(rows.find((row) => row.id === rejected)).toMatchObject({ state: 'failed', lastError: '422 INVALID_VALUE_FOR_COLUMN: Field "Phone Number" cannot accept the provided value' });
  expect(rows.filter((row) => row.state === 'sent').map((row) => row.id).sort()).toEqual(expect.arrayContaining(ids));
  expect(rows.filter((row) => row.state === 'spam')).toHaveLength(1);
  // Requests keep to 5 a second.
  expect(waits.filter((ms) => ms > 0 && ms <= 200).length).toBeGreaterThan(0);

  expect(await store.retryFailed(clock)).toBe(1);
  expect((await store.health(clock)).pending).toBe(1);
});
