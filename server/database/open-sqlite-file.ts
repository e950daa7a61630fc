import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/**
 * One connection to the SQLite file, in WAL mode with synchronous=FULL so a commit survives a crash or a
 * power loss, waiting up to 5 s for another connection's write (the leads' and the accounts' threads share
 * the file). Then the migrations not yet recorded in `migrationsTable` run, each once, in order: each part
 * of the server keeps its own table of versions.
 */
export function openSqliteFile(file: string, migrationsTable: string, migrations: string[]): Database.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(`create table if not exists ${migrationsTable} (version integer primary key, applied_at text not null)`);
  const applied = new Set(
    (db.prepare(`select version from ${migrationsTable}`).all() as { version: number }[]).map((row) => row.version),
  );
  migrations.forEach((sql, index) => {
    if (applied.has(index + 1)) return;
    db.transaction(() => {
      db.exec(sql);
      db.prepare(`insert into ${migrationsTable} (version, applied_at) values (?, ?)`).run(
        index + 1,
        new Date().toISOString(),
      );
    })();
  });
  return db;
}
