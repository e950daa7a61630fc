import type { AccountStore, AuditEntry, SessionUser, User } from './account-store';
import {
  ACCOUNTS_MIGRATIONS_TABLE,
  FAILURES_KEPT_MS,
  listAccountMigrations,
  SESSION_TOUCH_MS,
} from './account-migrations';
import { openSqliteFile } from '#server/database/open-sqlite-file';

/** The store's operations, run synchronously on the thread that owns the database. */
export type AccountsSqliteDatabase = {
  [K in Exclude<keyof AccountStore, 'close'>]: (
    ...args: Parameters<AccountStore[K]>
  ) => Awaited<ReturnType<AccountStore[K]>>;
} & { close(): void };

interface UserRow {
  id: string;
  email: string;
  role: User['role'];
  password_hash: string | null;
  created_at: number;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});

/** The accounts' tables in the SQLite file the leads use (see openSqliteFile); run on its own thread. */
export function openAccountsSqliteDatabase(file: string): AccountsSqliteDatabase {
  const db = openSqliteFile(file, ACCOUNTS_MIGRATIONS_TABLE, listAccountMigrations('sqlite'));
  const userColumns = 'u.id, u.email, u.role, u.password_hash, u.created_at';
  const findLink = db.prepare<[string, number], UserRow>(
    `select ${userColumns} from account_links l join account_users u on u.id = l.user_id
      where l.token_hash = ? and l.used_at is null and l.expires_at > ?`,
  );
  const endSessionsOf = db.prepare('delete from account_sessions where user_id = ?');

  return {
    hasUsers: () => db.prepare('select 1 from account_users limit 1').get() !== undefined,
    addUser(user) {
      return (
        db
          .prepare('insert into account_users (id, email, role, created_at) values (?, ?, ?, ?) on conflict do nothing')
          .run(user.id, user.email, user.role, user.createdAt).changes === 1
      );
    },
    findUserByEmail(email) {
      const row = db
        .prepare<[string], UserRow>(`select ${userColumns} from account_users u where email = ?`)
        .get(email);
      return row && toUser(row);
    },
    listUsers: () =>
      db.prepare<[], UserRow>(`select ${userColumns} from account_users u order by email`).all().map(toUser),
    removeUser: db.transaction((userId: string) => {
      db.prepare('delete from account_links where user_id = ?').run(userId);
      endSessionsOf.run(userId);
      db.prepare('delete from account_users where id = ?').run(userId);
    }),
    setPasswordHash(userId, passwordHash) {
      db.prepare('update account_users set password_hash = ? where id = ?').run(passwordHash, userId);
    },
    addLink: db.transaction((tokenHash: string, userId: string, expiresAt: number) => {
      db.prepare('delete from account_links where user_id = ?').run(userId);
      db.prepare('insert into account_links (token_hash, user_id, expires_at) values (?, ?, ?)').run(
        tokenHash,
        userId,
        expiresAt,
      );
    }),
    findLink(tokenHash, now) {
      const row = findLink.get(tokenHash, now);
      return row && toUser(row);
    },
    useLink: db.transaction((tokenHash: string, now: number, passwordHash: string) => {
      const row = findLink.get(tokenHash, now);
      if (!row) return undefined;
      db.prepare('update account_links set used_at = ? where token_hash = ?').run(now, tokenHash);
      db.prepare('update account_users set password_hash = ? where id = ?').run(passwordHash, row.id);
      endSessionsOf.run(row.id);
      return toUser({ ...row, password_hash: passwordHash });
    }),
    addSession(idHash, userId, now) {
      db.prepare('insert into account_sessions (id_hash, user_id, created_at, last_used_at) values (?, ?, ?, ?)').run(
        idHash,
        userId,
        now,
        now,
      );
    },
    touchSession: db.transaction((idHash: string, now: number, idleMs: number, absoluteMs: number) => {
      const row = db
        .prepare<
          [string],
          { user_id: string; email: string; role: User['role']; created_at: number; last_used_at: number }
        >(
          `select s.user_id, u.email, u.role, s.created_at, s.last_used_at
             from account_sessions s join account_users u on u.id = s.user_id where s.id_hash = ?`,
        )
        .get(idHash);
      if (!row) return undefined;
      if (now - row.last_used_at >= idleMs || now - row.created_at >= absoluteMs) {
        db.prepare('delete from account_sessions where id_hash = ?').run(idHash);
        return undefined;
      }
      if (now - row.last_used_at >= SESSION_TOUCH_MS)
        db.prepare('update account_sessions set last_used_at = ? where id_hash = ?').run(now, idHash);
      return { userId: row.user_id, email: row.email, role: row.role } satisfies SessionUser;
    }),
    deleteSession(idHash) {
      db.prepare('delete from account_sessions where id_hash = ?').run(idHash);
    },
    deleteSessionsOf(userId) {
      endSessionsOf.run(userId);
    },
    recordFailure: db.transaction((keys: string[], at: number) => {
      db.prepare('delete from account_failures where at < ?').run(at - FAILURES_KEPT_MS);
      const insert = db.prepare('insert into account_failures (key, at) values (?, ?)');
      for (const key of keys) insert.run(key, at);
    }),
    countFailures(keys, since) {
      const count = db.prepare<[string, number], { count: number; last: number | null }>(
        'select count(*) as count, max(at) as last from account_failures where key = ? and at >= ?',
      );
      return keys.map((key) => {
        const row = count.get(key, since)!;
        return { count: row.count, last: row.last ?? 0 };
      });
    },
    clearFailures(key) {
      db.prepare('delete from account_failures where key = ?').run(key);
    },
    addAuditEntry(entry) {
      db.prepare('insert into account_audit (at, who, action, detail) values (?, ?, ?, ?)').run(
        entry.at,
        entry.who,
        entry.action,
        entry.detail,
      );
    },
    listAuditEntries(limit) {
      return db
        .prepare<[number], AuditEntry>(
          'select at, who, action, detail from account_audit order by at desc, id desc limit ?',
        )
        .all(limit);
    },
    close() {
      db.close();
    },
  };
}
