import pg from 'pg';
import { expect, it } from 'vitest';
import { createTestDist, startRecordingUpstream, startServerProcess, waitForExit } from './lead-process';
import { validContact } from './lead-test-server';

// A schema of its own, so this file and the contract tests (which run in parallel) never share tables.
const databaseUrl = process.env.TEST_DATABASE_URL && `${process.env.TEST_DATABASE_URL}${process.env.TEST_DATABASE_URL.includes('?') ? '&' : '?'}options=-c%20search_path%3Dshared_instances`;

/** Two instances on one PostgreSQL database, both forwarding: each lead reaches the service once. */
it.skipIf(!databaseUrl)('two server instances share DATABASE_URL; their forwarders never send a lead twice', async () => {
  const reset = new pg.Client({ connectionString: databaseUrl });
  await reset.connect();
  await reset.query('drop schema if exists shared_instances cascade');
  await reset.query('create schema shared_instances');
  await reset.end();

  const upstream = await startRecordingUpstream();
  const dist = createTestDist();
  const env = { SITE_DIST: dist, DATABASE_URL: databaseUrl!, AIRTABLE_TOKEN: 'tok', AIRTABLE_BASE_ID: 'appBase', AIRTABLE_API_URL: upstream.url };
  const instances = await Promise.all([startServerProcess(env), startServerProcess(env)]);

  const emails = Array.from({ length: 60 }, (_, index) => `shared${index}@company.example`);
  const answers = await Promise.all(
    emails.map((email, index) =>
      fetch(`${instances[index % 2].url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...validContact, email }) }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(emails.map(() => 201));
  await expect
    .poll(async () => ((await (await fetch(`${instances[0].url}/api/health`)).json()) as { outbox: { pending: number } }).outbox.pending, { timeout: 30_000, interval: 200 })
    .toBe(0);
  for (const instance of instances) instance.child.kill('SIGTERM');
  expect(await Promise.all(instances.map((instance) => waitForExit(instance.child)))).toEqual([0, 0]);
  upstream.close();

  expect(upstream.received.sort()).toEqual([...emails].sort());
  // Together the two instances keep to the service's 5 requests a second: sends are booked 200 ms
  // apart (uncoordinated instances would send at the same moment); timers may run a little late or early.
  const gaps = upstream.arrivals.slice(1).map((at, index) => at - upstream.arrivals[index]);
  expect(gaps.length).toBeGreaterThanOrEqual(5);
  expect(Math.min(...gaps)).toBeGreaterThanOrEqual(100);
  expect((upstream.arrivals.at(-1)! - upstream.arrivals[0]) / gaps.length).toBeGreaterThanOrEqual(190);
}, 90_000);
