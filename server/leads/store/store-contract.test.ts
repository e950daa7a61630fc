import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadStore, NewLead } from './lead-store';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';

/**
 * The one contract both stores keep. PostgreSQL runs against a real server: `.ci/run` installs and
 * starts one and sets TEST_DATABASE_URL; elsewhere set it yourself (see README), or the PostgreSQL
 * half is skipped, which CI does not allow.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !databaseUrl)
  throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL contract tests must run in CI (.ci/run sets it up).');

async function resetPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('drop table if exists outbox, leads, forward_pacing, schema_migrations cascade');
  await client.end();
}

const backends: Array<[string, (() => Promise<{ open: () => Promise<LeadStore> }>) | undefined]> = [
  [
    'SQLite',
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'leads.db');
      return { open: async () => openSqliteStore(file) };
    },
  ],
  [
    'PostgreSQL',
    databaseUrl
      ? async () => {
          await resetPostgres(databaseUrl);
          return { open: () => openPostgresStore(databaseUrl) };
        }
      : undefined,
  ],
];

const lead = (email: string, extra: Partial<NewLead> = {}): NewLead => ({
  kind: 'contact',
  fields: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    phone: '+15551234567',
    company: 'AE',
    employees: 3,
    message: 'Hello there, friend.',
  },
  spam: false,
  requestHash: `hash-${email}`,
  ...extra,
});

describe.each(backends)('%s lead store', (_name, prepare) => {
  const open: Array<LeadStore> = [];
  const start = async () => {
    const backend = await prepare!();
    const store = await backend.open();
    open.push(store);
    return {
      store,
      reopen: async () => {
        const again = await backend.open();
        open.push(again);
        return again;
      },
    };
  };
  afterEach(async () => {
    for (const store of open.splice(0)) await store.close().catch(() => undefined);
  });
  const test = prepare ? it : it.skip;

  test('stores a lead with a pending forward, and keeps it across a reopen (migrations run once)', async () => {
    const { store, reopen } = await start();
    const saved = await store.save(lead('a@x.example'));
    expect(saved.status).toBe('created');
    await store.close();
    open.splice(open.indexOf(store), 1);
    const again = await reopen();
    const rows = await again.exportRows();
    expect(rows).toEqual([
      expect.objectContaining({
        id: (saved as { id: string }).id,
        kind: 'contact',
        state: 'pending',
        attempts: 0,
        lastError: null,
        fields: lead('a@x.example').fields,
      }),
    ]);
    expect(await again.health(Date.now())).toEqual({
      pending: 1,
      oldestPendingAgeSeconds: expect.any(Number),
      failed: 0,
      lastFailure: null,
    });
  });

  test('an Idempotency-Key stores once, also for copies saved at the same time; a different body conflicts', async () => {
    const { store } = await start();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => store.save(lead('k@x.example', { idempotencyKey: 'key-1' }))),
    );
    const ids = new Set(results.map((result) => (result as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.status === 'created')).toHaveLength(1);
    expect(await store.save(lead('other@x.example', { idempotencyKey: 'key-1' }))).toEqual({ status: 'conflict' });
    expect(await store.exportRows()).toHaveLength(1);
  });

  test('spam is kept but never queued', async () => {
    const { store } = await start();
    await store.save(lead('spam@x.example', { spam: true }));
    expect((await store.exportRows()).map((row) => row.state)).toEqual(['spam']);
    expect(await store.claimDue('contact', 10, Date.now(), 60_000)).toEqual([]);
  });

  test('claims due rows of one kind, oldest first, leased so no one else takes them, and never the same row twice at once', async () => {
    const { store } = await start();
    for (let index = 0; index < 5; index++) await store.save(lead(`c${index}@x.example`));
    await store.save({
      ...lead('p@x.example'),
      kind: 'player',
      fields: { firstName: 'P', lastName: 'Q', email: 'p@x.example' },
    });
    const now = Date.now() + 1;
    const [first, second] = await Promise.all([
      store.claimDue('contact', 3, now, 60_000),
      store.claimDue('contact', 3, now, 60_000),
    ]);
    const claimed = [...first, ...second].map((item) => item.fields.email);
    expect(claimed.sort()).toEqual(['c0@x.example', 'c1@x.example', 'c2@x.example', 'c3@x.example', 'c4@x.example']);
    expect(await store.claimDue('contact', 10, now + 1000, 60_000)).toEqual([]);
    expect((await store.claimDue('contact', 10, now + 61_000, 60_000)).length).toBe(5);
    expect((await store.claimDue('player', 10, now, 60_000)).map((item) => item.fields)).toEqual([
      { firstName: 'P', lastName: 'Q', email: 'p@x.example' },
    ]);
  });

  test('send slots are booked one interval apart, also when booked at the same moment', async () => {
    const { store } = await start();
    const now = 1_000_000;
    const slots = await Promise.all(Array.from({ length: 4 }, () => store.reserveSendSlot(now, 200)));
    expect(slots.sort((a, b) => a - b)).toEqual([now, now + 200, now + 400, now + 600]);
    expect(await store.reserveSendSlot(now + 5000, 200)).toBe(now + 5000);
  });

  test('sent rows leave the queue; rescheduled ones wait and count attempts; refused ones wait for leads:retry', async () => {
    const { store } = await start();
    const ids = [];
    for (let index = 0; index < 4; index++)
      ids.push(((await store.save(lead(`s${index}@x.example`))) as { id: string }).id);
    const now = Date.now() + 1;
    await store.markSent([ids[0], ids[3]], now);
    await store.reschedule([ids[1]], now + 5000, '503 upstream busy');
    await store.markFailed(ids[2], '422 INVALID_VALUE_FOR_COLUMN: bad', now);
    expect(await store.claimDue('contact', 10, now + 1000, 60_000)).toEqual([]);
    expect(
      (await store.claimDue('contact', 10, now + 6000, 60_000)).map((item) => [item.leadId, item.attempts]),
    ).toEqual([[ids[1], 1]]);
    const byId = new Map((await store.exportRows()).map((row) => [row.id, row]));
    expect(byId.get(ids[0])).toMatchObject({ state: 'sent', lastError: null });
    expect(byId.get(ids[3])).toMatchObject({ state: 'sent', lastError: null });
    expect(byId.get(ids[1])).toMatchObject({ state: 'pending', attempts: 1, lastError: '503 upstream busy' });
    expect(byId.get(ids[2])).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: '422 INVALID_VALUE_FOR_COLUMN: bad',
    });
    expect(await store.health(now)).toMatchObject({
      pending: 1,
      failed: 1,
      lastFailure: '422 INVALID_VALUE_FOR_COLUMN: bad',
    });
    expect(await store.retryFailed(now)).toBe(1);
    expect(await store.health(now)).toMatchObject({ pending: 2, failed: 0, lastFailure: null });
  });

  test('health counts the refused leads and names the most recent refusal, whichever lead it was', async () => {
    const { store } = await start();
    const ids = [];
    for (let index = 0; index < 3; index++)
      ids.push(((await store.save(lead(`f${index}@x.example`))) as { id: string }).id);
    const now = Date.now() + 1;
    await store.markFailed(ids[2], '422 INVALID_VALUE_FOR_COLUMN: first refusal', now);
    await store.markFailed(ids[0], '422 INVALID_VALUE_FOR_COLUMN: latest refusal', now + 1000);
    expect(await store.health(now + 2000)).toEqual({
      pending: 1,
      oldestPendingAgeSeconds: expect.any(Number),
      failed: 2,
      lastFailure: '422 INVALID_VALUE_FOR_COLUMN: latest refusal',
    });
  });
});
