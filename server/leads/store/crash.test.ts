import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { startFakeTableService } from '../testing/fake-table-service';
import { createTestDist, startServerProcess, stopWhenForwarded, waitForExit } from '../testing/lead-process';
import { validContact } from '../testing/lead-test-server';

it('kill -9 during a burst of 200 submissions loses no answered lead, and the outbox then forwards each exactly once', async () => {
  const dist = createTestDist();
  const db = join(mkdtempSync(join(tmpdir(), 'crash-')), 'leads.db');
  const first = await startServerProcess({ SITE_DIST: dist, LEADS_DB: db });

  const accepted = new Map<string, string>();
  let answered = 0;
  let killed = false;
  const requests = Array.from({ length: 200 }, (_, index) =>
    fetch(`${first.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validContact, email: `burst${index}@company.example` }),
    })
      .then(async (response) => {
        answered++;
        if (response.status === 201)
          accepted.set(`burst${index}@company.example`, ((await response.json()) as { id: string }).id);
        if (answered >= 40 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      })
      .catch(() => undefined),
  );
  await Promise.all(requests);
  await waitForExit(first.child);
  expect(killed).toBe(true);
  expect(accepted.size).toBeGreaterThanOrEqual(40);

  // Every lead that was answered 201 is on disk.
  const reader = new Database(db, { readonly: true });
  const stored = new Map(
    (reader.prepare('select id, fields from leads').all() as { id: string; fields: string }[]).map((row) => [
      row.id,
      JSON.parse(row.fields).email as string,
    ]),
  );
  reader.close();
  for (const [email, id] of accepted) expect(stored.get(id)).toBe(email);

  // Restarted with forwarding on, every stored lead reaches the service exactly once.
  const upstream = await startFakeTableService();
  const second = await startServerProcess({
    SITE_DIST: dist,
    LEADS_DB: db,
    AIRTABLE_TOKEN: 'tok',
    AIRTABLE_BASE_ID: 'appBase',
    AIRTABLE_API_URL: upstream.url,
  });
  expect(await stopWhenForwarded([second])).toEqual([0]);
  await upstream.close();

  const received = upstream.requests.flatMap((request) =>
    request.records.map((record) => record.fields['Email Address']),
  );
  expect(received.sort()).toEqual([...stored.values()].sort());
  expect(new Set(received).size).toBe(received.length);
}, 90_000);

it('kill -9 while a batch is in flight, after the service stored it: once restarted, the service holds one row per lead', async () => {
  const dist = createTestDist();
  const db = join(mkdtempSync(join(tmpdir(), 'crash-send-')), 'leads.db');
  const posted = await startServerProcess({ SITE_DIST: dist, LEADS_DB: db });
  const ids: string[] = [];
  for (let index = 0; index < 25; index++) {
    const response = await fetch(`${posted.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validContact, email: `sent${index}@company.example` }),
    });
    ids.push(((await response.json()) as { id: string }).id);
  }
  posted.child.kill('SIGTERM');
  expect(await waitForExit(posted.child)).toBe(0);

  // The service stores the first batch but never answers it; the server dies while it waits.
  let stalled: () => void = () => {};
  const firstSend = new Promise<void>((resolve) => (stalled = resolve));
  const service = await startFakeTableService({
    decide: (_request, index) => {
      if (index > 0) return 'accept';
      stalled();
      return 'store-then-stall';
    },
  });
  // A 1 s request timeout keeps the claim on the cut-off batch to 2 s, so the restart takes it over soon.
  const env = {
    SITE_DIST: dist,
    LEADS_DB: db,
    AIRTABLE_TOKEN: 'tok',
    AIRTABLE_BASE_ID: 'appBase',
    AIRTABLE_API_URL: service.url,
    AIRTABLE_TIMEOUT_SECONDS: '1',
  };
  const killed = await startServerProcess(env);
  await firstSend;
  killed.child.kill('SIGKILL');
  await waitForExit(killed.child);
  expect(service.requests).toHaveLength(1);

  const restarted = await startServerProcess(env);
  expect(await stopWhenForwarded([restarted])).toEqual([0]);
  await service.close();

  // The cut-off batch went out twice; the table has each lead once.
  const sent = service.requests.flatMap((request) => request.records.map((record) => record.fields['Lead ID']));
  expect(sent.length).toBeGreaterThan(ids.length);
  const rows = service.rows.get('Contact_Information')!.map((row) => row['Lead ID']);
  expect(rows.sort()).toEqual([...ids].sort());
}, 90_000);
