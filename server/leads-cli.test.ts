import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { openSqliteStore } from './leads/store/sqlite-store';

const root = join(import.meta.dirname, '..');
const runCli = (command: string, db: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/leads-cli.ts', command], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, LEADS_DB: db },
  });

it('exports every stored lead as CSV, spreadsheet-safe, and retry puts refused forwards back', async () => {
  const db = join(mkdtempSync(join(tmpdir(), 'cli-')), 'leads.db');
  const store = await openSqliteStore(db);
  const saved = (await store.save({
    kind: 'contact',
    fields: {
      firstName: '=HYPERLINK("x")',
      lastName: 'O"Brien',
      email: 'a@b.example',
      phone: '+15551234567',
      company: 'Co',
      employees: 3,
      message: 'Hello, "world"\nsecond line',
    },
    spam: false,
    requestHash: 'a',
  })) as { id: string };
  await store.save({
    kind: 'player',
    fields: { firstName: 'Ada', lastName: 'L', email: 'ada@gmail.com' },
    spam: false,
    requestHash: 'b',
  });
  await store.markFailed(saved.id, '422 INVALID_VALUE_FOR_COLUMN: bad phone', Date.now());
  await store.close();

  const exported = runCli('export', db);
  expect(exported.status).toBe(0);
  const [header, first, second] = exported.stdout.split(/\n(?=")/);
  expect(header).toBe(
    '"created_at","kind","firstName","lastName","email","phone","company","employees","message","forwarding_state","attempts","last_error","id"',
  );
  expect(first).toContain(
    `"contact","'=HYPERLINK(""x"")","O""Brien","a@b.example","+15551234567","Co","3","Hello, ""world""\nsecond line","failed","1","422 INVALID_VALUE_FOR_COLUMN: bad phone","${saved.id}"`,
  );
  expect(second).toMatch(/"player","Ada","L","ada@gmail.com","","","","","pending","0",""/);

  const retried = runCli('retry', db);
  expect(retried.stdout).toContain('1 failed forward(s) put back in the queue.');
  expect(runCli('export', db).stdout).toContain('"pending","1","422 INVALID_VALUE_FOR_COLUMN: bad phone"');
});
