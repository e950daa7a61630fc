import type { LeadStore } from './lead-store';
import { openPostgresStore, type PostgresStoreOptions } from './postgres-store';
import { openSqliteStore, type SqliteStoreOptions } from './sqlite-store';
import { chooseDatabase } from '../../database/choose-database';

/** The lead store in the database chooseDatabase names: PostgreSQL (DATABASE_URL) or the SQLite file LEADS_DB. */
export async function openLeadStore(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  options: SqliteStoreOptions & PostgresStoreOptions = {},
): Promise<LeadStore> {
  const choice = chooseDatabase(env, root);
  return choice.kind === 'postgres' ? openPostgresStore(choice.url, options) : openSqliteStore(choice.file, options);
}
