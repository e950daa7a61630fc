import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { createServer } from './create-server';
import { BUSY_MESSAGE } from './register-load-shedding';
import { createTestDist, startServerProcess, waitForExit } from './leads/testing/lead-process';
import { testLeadSettings, validContact } from './leads/testing/lead-test-server';
import { openSqliteStore } from './leads/store/sqlite-store';

const stops: Array<() => Promise<unknown> | unknown> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** autocannon's command, run in a process of its own: the load must not slow this test's own requests. */
const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

const lead = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validContact) };

it('a late event loop sheds a crowd, not a few clients: the machine busy elsewhere is no overload', async () => {
  const store = await openSqliteStore(join(mkdtempSync(join(tmpdir(), 'shed-')), 'leads.db'));
  const app = await createServer({
    distDir: createTestDist(),
    leads: { store, settings: testLeadSettings, rateLimitPerMinute: 0 },
    shedLoad: { maxEventLoopDelayMs: 100, crowd: 4, retryAfterSeconds: 5 },
  });
  stops.push(() => app.close());
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // Every turn of this process's loop takes 150 ms, as on a machine whose cores are busy with other work.
  const late = setInterval(() => {
    const until = performance.now() + 150;
    while (performance.now() < until);
  }, 1);
  stops.push(() => clearInterval(late));
  let crowd: Socket[] = [];
  const gather = () => {
    crowd = Array.from({ length: 4 }, () => connect(Number(new URL(url).port), '127.0.0.1'));
  };
  const status = async (path: string) => (await fetch(`${url}${path}`)).status;

  gather();
  await expect.poll(() => status('/'), { timeout: 15_000, interval: 100 }).toBe(503);
  const shed = await fetch(`${url}/`);
  expect(shed.status).toBe(503);
  expect(shed.headers.get('retry-after')).toBe('5');
  expect(shed.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(await shed.text()).toBe(BUSY_MESSAGE);
  expect(await status('/api/health')).toBe(200);

  // The crowd leaves, the loop stays as late: the one client left is served.
  for (const socket of crowd) socket.destroy();
  await expect.poll(() => status('/'), { timeout: 15_000, interval: 100 }).toBe(200);
  expect((await fetch(`${url}/api/contact`, lead)).status).toBe(201);

  // It comes back: shed again.
  gather();
  stops.push(() => crowd.forEach((socket) => socket.destroy()));
  await expect.poll(() => status('/'), { timeout: 15_000, interval: 100 }).toBe(503);
  const refused = await fetch(`${url}/api/contact`, lead);
  expect(refused.status).toBe(503);
  expect(refused.headers.get('retry-after')).toBe('5');
  expect(await refused.json()).toEqual({ errors: { body: BUSY_MESSAGE } });
}, 60_000);

it('past capacity the server answers 503 with Retry-After at once, health is never shed, no accepted lead is lost', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shed-'));
  const file = join(dir, 'leads.db');
  // As npm start runs it: shedding at its defaults.
  const server = await startServerProcess({ SITE_DIST: createTestDist(), LEADS_DB: file });
  stops.push(async () => {
    server.child.kill('SIGTERM');
    await waitForExit(server.child);
  });
  const before = await fetch(`${server.url}/api/contact`, lead);
  expect(before.status).toBe(201);
  const { id } = (await before.json()) as { id: string };

  // Far more clients than one process serves at once, each sending its next lead as soon as answered.
  let report = '';
  const load = spawn(
    process.execPath,
    [
      autocannon,
      ...['--connections', '1000', '--duration', '20', '--json', '--method', 'POST'],
      ...['--headers', 'content-type=application/json', '--body', lead.body, `${server.url}/api/contact`],
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  load.stdout.on('data', (chunk: Buffer) => (report += chunk));
  stops.push(() => load.kill('SIGKILL'));

  // The server sheds: a lead is answered 503 at once, in JSON, saying when to come back; a page, in a sentence.
  await expect
    .poll(async () => (await fetch(`${server.url}/api/contact`, lead)).status, { timeout: 15_000, interval: 50 })
    .toBe(503);
  const shed = await fetch(`${server.url}/api/contact`, lead);
  const page = await fetch(`${server.url}/`);
  // Meanwhile the health check is never shed. (How fast it answers under load is for npm run bench.)
  const health = [];
  for (let index = 0; index < 10; index += 1) health.push((await fetch(`${server.url}/api/health`)).status);
  expect(health).toEqual(health.map(() => 200));
  for (const answer of [shed, page].filter(({ status }) => status === 503)) {
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }
  if (shed.status === 503) expect(await shed.json()).toEqual({ errors: { body: BUSY_MESSAGE } });
  if (page.status === 503) expect(await page.text()).toBe(BUSY_MESSAGE);

  // Once the crowd is gone, leads are accepted again, and every one accepted is stored.
  await waitForExit(load);
  const accepted = (JSON.parse(report) as { '2xx': number })['2xx'];
  await expect
    .poll(async () => (await fetch(`${server.url}/api/contact`, lead)).status, { timeout: 15_000, interval: 200 })
    .toBe(201);
  const reader = new Database(file, { readonly: true });
  stops.push(() => reader.close());
  expect(reader.prepare('select id from leads where id = ?').get(id)).toEqual({ id });
  // autocannon's count can miss answers in flight when its time is up, never count one the server did not send.
  const stored = (reader.prepare('select count(*) as n from leads').get() as { n: number }).n;
  expect(stored).toBeGreaterThanOrEqual(accepted + 2);
}, 90_000);
