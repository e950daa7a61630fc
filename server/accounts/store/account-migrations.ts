/** The accounts' tables, in the leads' database; their versions are kept in accounts_schema_migrations. */
export const ACCOUNTS_MIGRATIONS_TABLE = 'accounts_schema_migrations';

/** Versioned, idempotent: each runs once, in order. `{bigint}` is a time in epoch milliseconds. */
const MIGRATIONS = [
  `create table account_users (
     id text primary key,
     email text not null unique,
     role text not null check (role in ('editor', 'publisher')),
     password_hash text,
     created_at {bigint} not null
   );
   create table account_links (
     token_hash text primary key,
     user_id text not null,
     expires_at {bigint} not null,
     used_at {bigint}
   );
   create index account_links_user on account_links (user_id);
   create table account_sessions (
     id_hash text primary key,
     user_id text not null,
     created_at {bigint} not null,
     last_used_at {bigint} not null
   );
   create index account_sessions_user on account_sessions (user_id);
   create table account_failures (key text not null, at {bigint} not null);
   create index account_failures_key on account_failures (key, at);
   create table account_audit (
     id {serial} primary key,
     at {bigint} not null,
     who text not null,
     action text not null,
     detail text not null
   );
   create index account_audit_at on account_audit (at);`,
];

/** The migrations in one database's words: the same tables in SQLite and PostgreSQL. */
export function listAccountMigrations(dialect: 'sqlite' | 'postgres'): string[] {
  const words =
    dialect === 'sqlite' ? { bigint: 'integer', serial: 'integer' } : { bigint: 'bigint', serial: 'bigserial' };
  return MIGRATIONS.map((sql) => sql.replace(/\{(bigint|serial)\}/g, (_, word: 'bigint' | 'serial') => words[word]));
}

/** How long failed sign-ins are kept: far longer than any lockout looks back. */
export const FAILURES_KEPT_MS = 24 * 60 * 60 * 1000;

/** A session's last use is written at most this often: not a disk flush for every request. */
export const SESSION_TOUCH_MS = 60 * 1000;
