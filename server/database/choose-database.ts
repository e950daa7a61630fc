import { resolve } from 'node:path';

/** Where the server's data lives: one database shared by the leads and the accounts. */
export type DatabaseChoice = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

/**
 * PostgreSQL when DATABASE_URL is set (several instances sharing one database), else the embedded
 * SQLite file LEADS_DB (default data/leads.db): nothing to install or start. Throws a plain message for
 * a setting to fix.
 */
export function chooseDatabase(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): DatabaseChoice {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  const file = env.LEADS_DB ?? 'data/leads.db';
  // SQLite's special names would keep data in memory (gone at the next restart, while the visitor was
  // told they were saved) or, resolved as a path, leave files named ":memory:" in the project.
  if (file.trim() === '' || file === ':memory:') {
    throw new Error(
      `LEADS_DB must be the path of a database file, not "${file}": leads must survive a restart. Leave it unset for data/leads.db.`,
    );
  }
  return { kind: 'sqlite', file: resolve(root, file) };
}
