import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { BUSY_MESSAGE } from './register-load-shedding';
import { createTestDist, startServerProcess, waitForExit } from './leads/testing/lead-process';
import { validContact } from './leads/testing/lead-test-server';

const stops: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

/** autocannon's command, run in a process of its own: the load must not slow this test's own requests. */
const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

it('past capacity the server answers 503 with Retry-After at once, and /api/health is never shed', async () => {
  const dist = createTestDist();
  const server = await startServerProcess({
    SITE_DIST: dist,
    LEADS_DB: join(mkdtempSync(join(tmpdir(), 'shed-')), 'leads.db'),
    // As npm start runs it.
    SHED_LOAD_DELAY_MS: '100',
  });
  stops.push(async () => {
    server.child.kill('SIGTERM');
    await waitForExit(server.child);
  });
  const lead = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validContact) };
  // Far more clients than one process serves at once, each sending its next lead as soon as answered.
  const load = spawn(
    process.execPath,
    [
      autocannon,
      '--connections',
      '1000',
      '--duration',
      '20',
      '--method',
      'POST',
      '--headers',
      'content-type=application/json',
      '--body',
      lead.body,
      `${server.url}/api/contact`,
    ],
    { stdio: 'ignore' },
  );
  stops.push(async () => {
    load.kill('SIGKILL');
    await waitForExit(load);
  });

  // The server sheds: a lead is answered 503 at once, saying when to come back.
  await expect
    .poll(async () => (await fetch(`${server.url}/api/contact`, lead)).status, { timeout: 15_000, interval: 50 })
    .toBe(503);
  const shed = await fetch(`${server.url}/api/contact`, lead);
  if (shed.status === 503) {
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(await shed.json()).toEqual({ errors: { body: BUSY_MESSAGE } });
  }
  // Meanwhile the health check is never shed. (How fast it answers under this load is for npm run bench:
  // 1,000 connections on one process queue it behind the 503s, 100–450 ms on a 2-core machine.)
  const statuses = [];
  for (let index = 0; index < 10; index += 1) statuses.push((await fetch(`${server.url}/api/health`)).status);
  expect(statuses).toEqual(statuses.map(() => 200));
}, 60_000);
