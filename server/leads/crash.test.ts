import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { createTestDist, startRecordingUpstream, startServerProcess, waitForExit } from './lead-process';
import { validContact } from './lead-test-server';

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
        if (response.status === 201) accepted.set(`burst${index}@company.example`, ((await response.json()) as { id: string }).id);
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
  const stored = new Map((reader.prepare('select id, fields from leads').all() as { id: string; fields: string }[]).map((row) => [row.id, JSON.parse(row.fields).email as string]));
  reader.close();
  for (const [email, id] of accepted) expect(stored.get(id)).toBe(email);

  // Restarted with forwarding on, every stored lead reaches the service exactly once.
  const upstream = await startRecordingUpstream();
  const { received } = upstream;
  const second = await startServerProcess({
    SITE_DIST: dist,
    LEADS_DB: db,
    AIRTABLE_TOKEN: 'tok',
    AIRTABLE_BASE_ID: 'appBase',
    AIRTABLE_API_URL: upstream.url,
  });
  await expect
    .poll(async () => ((await (await fetch(`${second.url}/api/health`)).json()) as { outbox: { pending: number } }).outbox.pending, { timeout: 30_000, interval: 200 })
    .toBe(0);
  second.child.kill('SIGTERM');
  expect(await waitForExit(second.child)).toBe(0);
  upstream.close();

  expect(received.sort()).toEqual([...stored.values()].sort());
  expect(new Set(received).size).toBe(received.length);
}, 90_000);
