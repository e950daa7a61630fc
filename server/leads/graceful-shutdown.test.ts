import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { createTestDist, startServerProcess, waitForExit } from './testing/lead-process';
import { validContact } from './testing/lead-test-server';

it('SIGTERM finishes the requests in flight, closes the store, and exits 0', async () => {
  const db = join(mkdtempSync(join(tmpdir(), 'shutdown-')), 'leads.db');
  const server = await startServerProcess({ SITE_DIST: createTestDist(), LEADS_DB: db });
  const statuses: number[] = [];
  let refused = 0;
  const requests = Array.from({ length: 50 }, (_, index) =>
    fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validContact, email: `stop${index}@company.example` }),
    }).then(
      (response) => statuses.push(response.status),
      () => refused++,
    ),
  );
  // Signal once the first answer is back, with the rest still in flight.
  await Promise.race(requests);
  server.child.kill('SIGTERM');
  await Promise.all(requests);
  expect(await waitForExit(server.child)).toBe(0);

  // Requests in flight finish with 201; any that arrive once closing began are refused (503 or no
  // connection), never half-done: what is stored is exactly what was answered 201.
  expect(statuses.length + refused).toBe(50);
  expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
  const created = statuses.filter((status) => status === 201).length;
  expect(created).toBeGreaterThan(0);
  const reader = new Database(db, { readonly: true });
  expect((reader.prepare('select count(*) as n from leads').get() as { n: number }).n).toBe(created);
  reader.close();
}, 60_000);

it('at SIGTERM with a slow reader of its output, every log line is written before the server exits', async () => {
  const db = join(mkdtempSync(join(tmpdir(), 'shutdown-log-')), 'leads.db');
  const server = await startServerProcess({ SITE_DIST: createTestDist(), LEADS_DB: db });
  // Nobody reads the server's output for now: the pipe fills (64 KB), and what the server logs waits.
  server.child.stdout!.pause();
  const leads = 600;
  for (let index = 0; index < leads; index += 1) {
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validContact, email: `log${index}@company.example` }),
    });
    expect(response.status).toBe(201);
  }
  server.child.kill('SIGTERM');
  // A slow reader (a log shipper that is behind): a kilobyte at a time.
  const slowly = setInterval(() => server.child.stdout!.read(1024), 5);
  expect(await waitForExit(server.child)).toBe(0);
  clearInterval(slowly);
  server.child.stdout!.resume();
  await new Promise((resolve) => server.child.stdout!.once('end', resolve));
  const stored = server
    .output()
    .split('\n')
    .filter((line) => line.includes('"msg":"lead stored"'));
  expect(stored.length).toBe(leads);
  expect(stored.every((line) => JSON.parse(line).msg === 'lead stored')).toBe(true);
}, 120_000);
