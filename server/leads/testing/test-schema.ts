import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestSchema {
  /** The schema's name, unique to this test run: also a name for the test's connections (application_name). */
  name: string;
  /** The database URL whose connections work in this schema, optionally through another port (a proxy). */
  url: (options?: { applicationName?: string; port?: number }) => string;
  /** Drops the schema and everything in it. */
  drop: () => Promise<void>;
}

/**
 * A fresh schema of its own in the PostgreSQL test database (TEST_DATABASE_URL). Every run of the tests
 * shares that database: the worktrees of several engineers, a full run beside a single file's. With fixed
 * names (a schema per test file, the default schema for the contract tests) one run dropped and recreated
 * the tables another run's servers were storing and forwarding leads in: those leads vanished, and the
 * other run's health then counted the new, empty outbox, so a test saw "pending 0" for leads that never
 * reached the service. A name no other run uses keeps each run's rows its own.
 */
export async function createTestSchema(databaseUrl: string, purpose: string): Promise<TestSchema> {
  // Lower case letters, digits and underscores: a name PostgreSQL takes unquoted, under its 63-byte limit.
  const name = `test_${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${name}`);
  return {
    name,
    url({ applicationName, port } = {}) {
      const parsed = new URL(databaseUrl);
      if (port !== undefined) parsed.port = String(port);
      parsed.searchParams.set('options', `-c search_path=${name}`);
      if (applicationName !== undefined) parsed.searchParams.set('application_name', applicationName);
      return parsed.toString();
    },
    drop: () => run(`drop schema if exists ${name} cascade`),
  };
}
