import type { AccountStore } from './account-store';
import { openPostgresAccountStore } from './postgres-account-store';
import { openSqliteAccountStore } from './sqlite-account-store';
import { chooseDatabase } from '#server/database/choose-database';
import type { PostgresPoolOptions } from '#server/database/open-postgres-pool';
import type { SqliteThreadOptions } from '#server/database/sqlite-thread';

/** The accounts in the database the leads use (chooseDatabase): PostgreSQL (DATABASE_URL) or the SQLite file LEADS_DB. */
export async function openAccountStore(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  options: SqliteThreadOptions & PostgresPoolOptions = {},
): Promise<AccountStore> {
  const choice = chooseDatabase(env, root);
  return choice.kind === 'postgres'
    ? openPostgresAccountStore(choice.url, options)
    : openSqliteAccountStore(choice.file, options);
}
