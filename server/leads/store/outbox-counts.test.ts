import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { LeadStore } from './lead-store';
import { openPostgresStore } from './postgres-store';
import { HEALTH_QUERY } from './sqlite-database';
import { openSqliteStore } from './sqlite-store';
import { createTestSchema } from '../testing/test-schema';

/**
 * Health reads the outbox's counts from a table its triggers keep (a scan of 676,000 pending leads took
 * 124 ms a call). A database made before that table gets it with the counts of the rows it already holds.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;

interface Backend {
  open: () => Promise<LeadStore>;
  /** Makes the database as it was before the counts: their table, triggers, indexes and migration gone. */
  forgetCounts: () => Promise<void>;
}

const backends: Array<[string, (() => Promise<Backend>) | undefined]> = [
  [
    'SQLite',
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'outbox-counts-')), 'leads.db');
      return {
        open: async () => openSqliteStore(file),
        forgetCounts: async () => {
          const db = new Database(file);
          db.exec(`drop trigger outbox_counts_insert; drop trigger outbox_counts_update; drop trigger outbox_counts_delete;
                   drop table outbox_counts; drop index outbox_by_age; drop index outbox_by_failure;
                   delete from schema_migrations where version = (select max(version) from schema_migrations);`);
          db.close();
        },
      };
    },
  ],
  [
    'PostgreSQL',
    databaseUrl
      ? async () => {
          const schema = await createTestSchema(databaseUrl, 'outbox_counts');
          onTestFinished(schema.drop);
          return {
            open: () => openPostgresStore(schema.url()),
            forgetCounts: async () => {
              const client = new pg.Client({ connectionString: schema.url() });
              await client.connect();
              await client.query(`drop table outbox_counts; drop function outbox_counts_follow() cascade;
                                  drop index outbox_by_age; drop index outbox_by_failure;
                                  delete from schema_migrations where version = (select max(version) from schema_migrations);`);
              await client.end();
            },
          };
        }
      : undefined,
  ],
];

const lead = (index: number) => ({
  kind: 'player' as const,
  spam: false,
  requestHash: `hash-${index}`,
  fields: { firstName: 'Ada', lastName: `Lovelace ${index}`, email: `ada${index}@analytical.example` },
});

describe.each(backends)('%s outbox counts', (_name, prepare) => {
  it.skipIf(!prepare)('a database from before the counts is counted as it opens, and kept counted after', async () => {
    const backend = await prepare!();
    const store = await backend.open();
    for (let index = 0; index < 5; index++) await store.save(lead(index));
    const [refused] = await store.claimDue('player', 1, Date.now() + 1000, 60_000);
    await store.markFailed(refused.leadId, '422 INVALID_VALUE_FOR_COLUMN: bad', Date.now());
    await store.close();
    await backend.forgetCounts();

    const again = await backend.open();
    expect(await again.health(Date.now())).toMatchObject({ pending: 4, failed: 1 });
    await again.save(lead(5));
    expect(await again.health(Date.now())).toMatchObject({ pending: 5, failed: 1 });
    expect(await again.retryFailed(Date.now())).toBe(1);
    expect(await again.health(Date.now())).toMatchObject({ pending: 6, failed: 0 });
    await again.close();
  });
});

it('SQLite: health finds its rows by index, never by reading the whole outbox', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'outbox-plan-')), 'leads.db');
  return openSqliteStore(file).then(async (store) => {
    await store.close();
    const db = new Database(file);
    const plan = db.prepare(`explain query plan ${HEALTH_QUERY}`).all() as Array<{ detail: string }>;
    db.close();
    const reads = plan.map((step) => step.detail).filter((detail) => /\boutbox/.test(detail));
    // The two counts from their table; the oldest pending (the index's first entry) and the latest refusal
    // (its last) by index, which SQLite reads as one entry each.
    expect(reads).toEqual([
      expect.stringMatching(/^SEARCH outbox_counts USING .*\(state=\?\)$/),
      'SEARCH outbox USING COVERING INDEX outbox_by_age (state=?)',
      expect.stringMatching(/^SEARCH outbox_counts USING .*\(state=\?\)$/),
      'SEARCH outbox USING INDEX outbox_by_failure (state=?)',
    ]);
  });
});
