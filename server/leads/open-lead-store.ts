import { resolve } from 'node:path';
import type { LeadStore } from './lead-store';
import { openPostgresStore } from './postgres-store';
import { openSqliteStore } from './sqlite-store';

/**
 * PostgreSQL when DATABASE_URL is set (several instances sharing one database), else the embedded
 * SQLite file LEADS_DB (default data/leads.db): nothing to install or start.
 */
export function openLeadStore(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Promise<LeadStore> {
  if (env.DATABASE_URL) return openPostgresStore(env.DATABASE_URL);
  return openSqliteStore(resolve(root, env.LEADS_DB ?? 'data/leads.db'));
}
