import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterEach, expect, it, vi } from 'vitest';
import { openSqliteStore } from './sqlite-store';

/** Every database thread the store starts, so a test can end one as a crash would; `failStarts` makes new ones die at once. */
const threads = vi.hoisted(() => ({ started: [] as Worker[], failStarts: false }));
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:worker_threads')>();
  class WatchedWorker extends actual.Worker {
    constructor(script: string, options: ConstructorParameters<typeof actual.Worker>[1]) {
      super(threads.failStarts ? 'process.exit(7)' : script, options);
      threads.started.push(this);
    }
  }
  return { ...actual, Worker: WatchedWorker };
});

afterEach(() => {
  threads.started.length = 0;
  threads.failStarts = false;
});

const lead = (index: number) => ({
  kind: 'player' as const,
  spam: false,
  requestHash: `hash-${index}`,
  fields: { firstName: 'Ada', lastName: `Lovelace ${index}`, email: `ada${index}@analytical.example` },
});

it('restarts a database thread that died: saves made meanwhile wait for it and are stored', async () => {
  const store = await openSqliteStore(join(mkdtempSync(join(tmpdir(), 'sqlite-restart-')), 'leads.db'), {
    restartDelaysMs: [20, 20],
  });
  await store.save(lead(1));
  await threads.started[0].terminate();
  const [saved, health] = await Promise.all([store.save(lead(2)), store.health(Date.now())]);
  expect(saved.status).toBe('created');
  expect(health.pending).toBe(2);
  expect(threads.started).toHaveLength(2);
  expect((await store.exportRows()).map((row) => row.fields.lastName)).toEqual(['Lovelace 1', 'Lovelace 2']);
  await store.close();
});

it('gives up after its restarts fail: says why, once, and refuses every call so the process can exit', async () => {
  const onFatal = vi.fn();
  const store = await openSqliteStore(join(mkdtempSync(join(tmpdir(), 'sqlite-restart-')), 'leads.db'), {
    restartDelaysMs: [10, 10, 10],
    onFatal,
  });
  threads.failStarts = true;
  await threads.started[0].terminate();
  await expect(store.save(lead(1))).rejects.toThrow('The lead database thread stopped and could not be restarted');
  expect(threads.started).toHaveLength(4);
  expect(onFatal).toHaveBeenCalledTimes(1);
  expect(onFatal.mock.calls[0][0].message).toMatch(/could not be restarted: .*exit code 7/);
  await expect(store.health(Date.now())).rejects.toThrow('could not be restarted');
  await store.close();
});

it('says why the database cannot be opened, also in the fatal message once it cannot come back', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'sqlite-restart-')), 'leads.db');
  const onFatal = vi.fn();
  const store = await openSqliteStore(file, { restartDelaysMs: [10, 10], onFatal });
  await store.save(lead(1));
  await threads.started[0].terminate();
  // The file is damaged while the thread is down: every restart meets a file that is not a database.
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  writeFileSync(file, 'not a database '.repeat(100));
  await expect(store.save(lead(2))).rejects.toThrow('could not be restarted');
  expect(onFatal).toHaveBeenCalledTimes(1);
  expect(onFatal.mock.calls[0][0].message).toBe(
    `The lead database thread stopped and could not be restarted: The lead database ${file} could not be opened: SQLITE_NOTADB: file is not a database`,
  );
  await store.close();
  await expect(openSqliteStore(file)).rejects.toThrow(
    `The lead database ${file} could not be opened: SQLITE_NOTADB: file is not a database`,
  );
});
