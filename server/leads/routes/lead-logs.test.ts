import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createServer } from '#server/create-server';
import type { LeadStore } from '../store/lead-store';
import { testLeadSettings, validContact } from '../testing/lead-test-server';
import { openSqliteStore } from '../store/sqlite-store';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

async function startLogged(logRequests: boolean) {
  const lines: Record<string, unknown>[] = [];
  // A folder of its own: the static plugin reads the whole site folder when it starts.
  const dir = mkdtempSync(join(tmpdir(), 'lead-logs-'));
  const store: LeadStore = await openSqliteStore(join(dir, 'leads.db'));
  const app = await createServer({
    distDir: dir,
    logRequests,
    logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } },
    leads: { store, settings: testLeadSettings, rateLimitPerMinute: 0 },
  });
  close = async () => {
    await app.close();
    await store.close();
  };
  const post = (payload: object) => app.inject({ method: 'POST', url: '/api/contact', payload });
  return { lines, post };
}

it('logs one line per stored lead with its id, and a refusal with the failing field names, never what was sent', async () => {
  const { lines, post } = await startLogged(false);
  const stored = await post(validContact);
  const refused = await post({ ...validContact, email: 'ada@gmail.com', firstName: 'A' });
  expect(lines.map((line) => line.msg)).toEqual(['lead stored', 'lead refused']);
  expect(lines[0]).toMatchObject({ leadId: stored.json().id, kind: 'contact', spam: false });
  expect(lines[1]).toMatchObject({ statusCode: 400, fields: ['firstName', 'email'] });
  expect(refused.statusCode).toBe(400);
  const written = JSON.stringify(lines);
  for (const value of [
    'Ada',
    'Lovelace',
    'ada@analytical.example',
    'ada@gmail.com',
    '5551234567',
    'Analytical Engines',
    'AI agent',
  ])
    expect(written).not.toContain(value);
});

it('adds Fastify’s request lines when LOG_REQUESTS asks for them', async () => {
  const { lines, post } = await startLogged(true);
  await post(validContact);
  expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'lead stored', 'request completed']);
});
