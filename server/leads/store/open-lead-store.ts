import { resolve } from 'node:path';
import type { LeadStore } from './lead-store';
import { openPostgresStore, type PostgresStoreOptions } from './postgres-store';
import { openSqliteStore, type SqliteStoreOptions } from './sqlite-store';

/**
 * PostgreSQL when DATABASE_URL is set (several instances sharing one database), else the embedded
 * SQLite file LEADS_DB (default data/leads.db): nothing to install or start.
 */
export function openLeadStore(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
  options: SqliteStoreOptions & PostgresStoreOptions = {},
): Promise<LeadStore> {
  if (env.DATABASE_URL) return openPostgresStore(env.DATABASE_URL, options);
  const file = env.LEADS_DB ?? 'data/leads.db';
  // SQLite's special names would keep leads in memory (gone at the next restart, while the visitor was
  // told they were saved) or, resolved as a path, leave files named ":memory:" in the project.
  if (file.trim() === '' || file === ':memory:') {
    return Promise.reject(
      new Error(
        `LEADS_DB must be the path of a database file, not "${file}": leads must survive a restart. Leave it unset for data/leads.db.`,
      ),
    );
  }
  return openSqliteStore(resolve(root, file), options);
}
