import type { LeadStore } from './lead-store';
import { openPostgresStore, type PostgresStoreOptions } from './postgres-store';
import { openSqliteDatabase } from './sqlite-database';
import { openSqliteStore, type SqliteStoreOptions } from './sqlite-store';
import { chooseDatabase } from '#server/database/choose-database';

/** The lead store in the database chooseDatabase names: PostgreSQL (DATABASE_URL) or the SQLite file LEADS_DB. */
export async function openLeadStore(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  options: SqliteStoreOptions & PostgresStoreOptions = {},
): Promise<LeadStore> {
  const choice = chooseDatabase(env, root);
  return choice.kind === 'postgres' ? openPostgresStore(choice.url, options) : openSqliteStore(choice.file, options);
}

/** What a command that reads the leads and exits (the leads CLI) needs of the store. */
export type LeadReader = Pick<LeadStore, 'exportRows' | 'retryFailed' | 'close'>;

/**
 * The lead store for a command rather than a server: a SQLite file is read on this very thread, as there is
 * no event loop to keep free, which spares the database thread's heap (an export holds less than 200 MB).
 */
export async function openLeadReader(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Promise<LeadReader> {
  const choice = chooseDatabase(env, root);
  if (choice.kind === 'postgres') return openPostgresStore(choice.url);
  const database = openSqliteDatabase(choice.file);
  return {
    exportRows: async (after, limit) => database.exportRows(after, limit),
    retryFailed: async (now) => database.retryFailed(now),
    close: async () => database.close(),
  };
}
