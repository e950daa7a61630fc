import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openLeadStore } from './open-lead-store';

it.each([':memory:', ''])('refuses LEADS_DB=%j with a message, and creates no file', async (name) => {
  const root = mkdtempSync(join(tmpdir(), 'leads-db-name-'));
  await expect(openLeadStore({ LEADS_DB: name }, root)).rejects.toThrow(
    `LEADS_DB must be the path of a database file, not "${name}": leads must survive a restart.`,
  );
  expect(readdirSync(root)).toEqual([]);
});

it('opens LEADS_DB as a file under the project root', async () => {
  const root = mkdtempSync(join(tmpdir(), 'leads-db-name-'));
  const store = await openLeadStore({ LEADS_DB: 'stored/leads.db' }, root);
  await store.close();
  expect(readdirSync(join(root, 'stored'))).toContain('leads.db');
});
