import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { AccountStore } from './account-store';
import { openPostgresAccountStore } from './postgres-account-store';
import { openSqliteAccountStore } from './sqlite-account-store';
import { openLeadStore } from '#server/leads/store/open-lead-store';
import { createTestSchema } from '#server/leads/testing/test-schema';

/**
 * The one contract both account stores keep, on a real SQLite file and, when TEST_DATABASE_URL is set
 * (CI sets it, see .ci/run), a real PostgreSQL server.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !databaseUrl)
  throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL contract tests must run in CI (.ci/run sets it up).');

interface Backend {
  open: () => Promise<AccountStore>;
  /** The environment that points the lead store at the same database. */
  env: NodeJS.ProcessEnv;
}

const backends: Array<[string, (() => Promise<Backend>) | undefined]> = [
  [
    'SQLite',
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'accounts-contract-')), 'leads.db');
      return { open: () => openSqliteAccountStore(file), env: { LEADS_DB: file } };
    },
  ],
  [
    'PostgreSQL',
    databaseUrl
      ? async () => {
          const schema = await createTestSchema(databaseUrl, 'accounts_contract');
          onTestFinished(schema.drop);
          return { open: () => openPostgresAccountStore(schema.url()), env: { DATABASE_URL: schema.url() } };
        }
      : undefined,
  ],
];

const HOUR = 60 * 60 * 1000;

describe.each(backends)('%s account store', (_name, prepare) => {
  const open: AccountStore[] = [];
  const start = async () => {
    const backend = await prepare!();
    const store = await backend.open();
    open.push(store);
    return { store, backend };
  };
  afterEach(async () => {
    for (const store of open.splice(0)) await store.close().catch(() => undefined);
  });
  const test = prepare ? it : it.skip;

  test('keeps users across a reopen, one per email, beside the leads in the same database', async () => {
    const { store, backend } = await start();
    expect(await store.hasUsers()).toBe(false);
    expect(await store.addUser({ id: 'u1', email: 'ada@example.com', role: 'publisher', createdAt: 1000 })).toBe(true);
    expect(await store.addUser({ id: 'u2', email: 'ada@example.com', role: 'editor', createdAt: 2000 })).toBe(false);
    expect(await store.addUser({ id: 'u3', email: 'bob@example.com', role: 'editor', createdAt: 3000 })).toBe(true);
    await store.close();

    const leads = await openLeadStore(backend.env);
    expect((await leads.save({ kind: 'player', fields: {}, spam: false, requestHash: 'h' })).status).toBe('created');
    await leads.close();

    const again = await backend.open();
    open.push(again);
    expect(await again.hasUsers()).toBe(true);
    expect(await again.listUsers()).toEqual([
      { id: 'u1', email: 'ada@example.com', role: 'publisher', passwordHash: null, createdAt: 1000 },
      { id: 'u3', email: 'bob@example.com', role: 'editor', passwordHash: null, createdAt: 3000 },
    ]);
    expect((await again.findUserByEmail('bob@example.com'))?.id).toBe('u3');
    expect(await again.findUserByEmail('nobody@example.com')).toBeUndefined();
  });

  test('a link works once, until it expires, and a newer link voids it', async () => {
    const { store } = await start();
    await store.addUser({ id: 'u1', email: 'ada@example.com', role: 'editor', createdAt: 0 });
    await store.addLink('old', 'u1', 24 * HOUR);
    await store.addLink('new', 'u1', 24 * HOUR);
    expect(await store.findLink('old', 1)).toBeUndefined();
    expect((await store.findLink('new', 1))?.email).toBe('ada@example.com');
    expect(await store.findLink('new', 24 * HOUR)).toBeUndefined();
    expect(await store.useLink('new', 24 * HOUR, 'late')).toBeUndefined();

    await store.addSession('s1', 'u1', 10);
    expect((await store.useLink('new', 20, 'scrypt$hash'))?.passwordHash).toBe('scrypt$hash');
    expect(await store.useLink('new', 30, 'again')).toBeUndefined();
    expect((await store.findUserByEmail('ada@example.com'))?.passwordHash).toBe('scrypt$hash');
    await store.setPasswordHash('u1', 'scrypt$stronger');
    expect((await store.findUserByEmail('ada@example.com'))?.passwordHash).toBe('scrypt$stronger');
    // Setting a password ends the sessions made with the one before.
    expect(await store.touchSession('s1', 40, HOUR, 12 * HOUR)).toBeUndefined();
  });

  test('a session lives while used within its idle time, never past its absolute time', async () => {
    const { store } = await start();
    await store.addUser({ id: 'u1', email: 'ada@example.com', role: 'publisher', createdAt: 0 });
    await store.addSession('s1', 'u1', 0);
    const who = { userId: 'u1', email: 'ada@example.com', role: 'publisher' };
    expect(await store.touchSession('s1', 1.5 * HOUR, 2 * HOUR, 4 * HOUR)).toEqual(who);
    // Idle from its last use (1.5 h), not from its start.
    expect(await store.touchSession('s1', 3 * HOUR, 2 * HOUR, 4 * HOUR)).toEqual(who);
    expect(await store.touchSession('s1', 4 * HOUR, 2 * HOUR, 4 * HOUR)).toBeUndefined();
    // An expired session is gone, not only refused.
    expect(await store.touchSession('s1', 4 * HOUR, 2 * HOUR, 100 * HOUR)).toBeUndefined();

    await store.addSession('s2', 'u1', 5 * HOUR);
    expect(await store.touchSession('s2', 8 * HOUR, 2 * HOUR, 100 * HOUR)).toBeUndefined();
  });

  test('ends one session, all of a user, and all of a removed user with their links', async () => {
    const { store } = await start();
    await store.addUser({ id: 'u1', email: 'ada@example.com', role: 'editor', createdAt: 0 });
    await store.addUser({ id: 'u2', email: 'bob@example.com', role: 'editor', createdAt: 0 });
    for (const id of ['a', 'b', 'c']) await store.addSession(id, 'u1', 0);
    await store.addSession('d', 'u2', 0);
    const alive = async () => {
      const found = [];
      for (const id of ['a', 'b', 'c', 'd']) if (await store.touchSession(id, 1, HOUR, HOUR)) found.push(id);
      return found;
    };
    await store.deleteSession('a');
    expect(await alive()).toEqual(['b', 'c', 'd']);
    await store.deleteSessionsOf('u1');
    expect(await alive()).toEqual(['d']);
    await store.addLink('link', 'u2', HOUR);
    await store.removeUser('u2');
    expect(await alive()).toEqual([]);
    expect(await store.findLink('link', 1)).toBeUndefined();
    expect((await store.listUsers()).map((user) => user.email)).toEqual(['ada@example.com']);
  });

  test('counts sign-in failures per key within a window, and clears one key', async () => {
    const { store } = await start();
    await store.recordFailure(['email:a', 'address:1'], 100);
    await store.recordFailure(['email:a', 'address:1'], 200);
    await store.recordFailure(['email:b', 'address:1'], 300);
    expect(await store.countFailures(['email:a', 'address:1', 'email:z'], 150)).toEqual([
      { count: 1, last: 200 },
      { count: 2, last: 300 },
      { count: 0, last: 0 },
    ]);
    await store.clearFailures('email:a');
    expect(await store.countFailures(['email:a', 'address:1'], 0)).toEqual([
      { count: 0, last: 0 },
      { count: 3, last: 300 },
    ]);
  });

  test('lists the audit log newest first, up to a limit', async () => {
    const { store } = await start();
    await store.addAuditEntry({ at: 1, who: 'ada@example.com', action: 'signed in', detail: '' });
    await store.addAuditEntry({ at: 3, who: 'ada@example.com', action: 'published', detail: 'release 7' });
    await store.addAuditEntry({ at: 2, who: 'bob@example.com', action: 'saved', detail: '/about' });
    expect(await store.listAuditEntries(2)).toEqual([
      { at: 3, who: 'ada@example.com', action: 'published', detail: 'release 7' },
      { at: 2, who: 'bob@example.com', action: 'saved', detail: '/about' },
    ]);
  });
});
