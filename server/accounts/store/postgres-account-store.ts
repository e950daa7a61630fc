import type { AccountStore, AuditEntry, SessionUser, User } from './account-store';
import {
  ACCOUNTS_MIGRATIONS_TABLE,
  FAILURES_KEPT_MS,
  listAccountMigrations,
  SESSION_TOUCH_MS,
} from './account-migrations';
import { inTransaction, openPostgresPool, type PostgresPoolOptions } from '#server/database/open-postgres-pool';

interface UserRow {
  id: string;
  email: string;
  role: User['role'];
  password_hash: string | null;
  created_at: string;
}

/** PostgreSQL returns bigint as text: times are numbers here. */
const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  createdAt: Number(row.created_at),
});

const USER_COLUMNS = 'u.id, u.email, u.role, u.password_hash, u.created_at';
const FIND_LINK = `select ${USER_COLUMNS} from account_links l join account_users u on u.id = l.user_id
  where l.token_hash = $1 and l.used_at is null and l.expires_at > $2`;

/** The accounts in the shared PostgreSQL database (DATABASE_URL), for several server instances. */
export async function openPostgresAccountStore(
  connectionString: string,
  options: PostgresPoolOptions = {},
): Promise<AccountStore> {
  const pool = await openPostgresPool(
    connectionString,
    ACCOUNTS_MIGRATIONS_TABLE,
    listAccountMigrations('postgres'),
    options,
  );
  const run = async (sql: string, values: unknown[] = []) => {
    await pool.query(sql, values);
  };
  return {
    async hasUsers() {
      return (await pool.query('select 1 from account_users limit 1')).rowCount !== 0;
    },
    async addUser(user) {
      const result = await pool.query(
        'insert into account_users (id, email, role, created_at) values ($1, $2, $3, $4) on conflict do nothing',
        [user.id, user.email, user.role, user.createdAt],
      );
      return result.rowCount === 1;
    },
    async findUserByEmail(email) {
      const { rows } = await pool.query<UserRow>(`select ${USER_COLUMNS} from account_users u where email = $1`, [
        email,
      ]);
      return rows[0] && toUser(rows[0]);
    },
    async listUsers() {
      const { rows } = await pool.query<UserRow>(`select ${USER_COLUMNS} from account_users u order by email`);
      return rows.map(toUser);
    },
    removeUser: (userId) =>
      inTransaction(pool, async (tx) => {
        await tx.query('delete from account_links where user_id = $1', [userId]);
        await tx.query('delete from account_sessions where user_id = $1', [userId]);
        await tx.query('delete from account_users where id = $1', [userId]);
      }),
    setPasswordHash: (userId, passwordHash) =>
      run('update account_users set password_hash = $2 where id = $1', [userId, passwordHash]),
    addLink: (tokenHash, userId, expiresAt) =>
      inTransaction(pool, async (tx) => {
        await tx.query('delete from account_links where user_id = $1', [userId]);
        await tx.query('insert into account_links (token_hash, user_id, expires_at) values ($1, $2, $3)', [
          tokenHash,
          userId,
          expiresAt,
        ]);
      }),
    async findLink(tokenHash, now) {
      const { rows } = await pool.query<UserRow>(FIND_LINK, [tokenHash, now]);
      return rows[0] && toUser(rows[0]);
    },
    useLink: (tokenHash, now, passwordHash) =>
      inTransaction(pool, async (tx) => {
        // Two uses at once: the second waits for the first's row lock, then finds the link used.
        const { rows } = await tx.query<UserRow>(`${FIND_LINK} for update of l`, [tokenHash, now]);
        if (!rows[0]) return undefined;
        await tx.query('update account_links set used_at = $2 where token_hash = $1', [tokenHash, now]);
        await tx.query('update account_users set password_hash = $2 where id = $1', [rows[0].id, passwordHash]);
        await tx.query('delete from account_sessions where user_id = $1', [rows[0].id]);
        return toUser({ ...rows[0], password_hash: passwordHash });
      }),
    addSession: (idHash, userId, now) =>
      run('insert into account_sessions (id_hash, user_id, created_at, last_used_at) values ($1, $2, $3, $3)', [
        idHash,
        userId,
        now,
      ]),
    async touchSession(idHash, now, idleMs, absoluteMs) {
      const { rows } = await pool.query<{
        user_id: string;
        email: string;
        role: User['role'];
        created_at: string;
        last_used_at: string;
      }>(
        `select s.user_id, u.email, u.role, s.created_at, s.last_used_at
           from account_sessions s join account_users u on u.id = s.user_id where s.id_hash = $1`,
        [idHash],
      );
      const row = rows[0];
      if (!row) return undefined;
      const lastUsed = Number(row.last_used_at);
      if (now - lastUsed >= idleMs || now - Number(row.created_at) >= absoluteMs) {
        await run('delete from account_sessions where id_hash = $1', [idHash]);
        return undefined;
      }
      if (now - lastUsed >= SESSION_TOUCH_MS)
        await run('update account_sessions set last_used_at = greatest(last_used_at, $2) where id_hash = $1', [
          idHash,
          now,
        ]);
      return { userId: row.user_id, email: row.email, role: row.role } satisfies SessionUser;
    },
    deleteSession: (idHash) => run('delete from account_sessions where id_hash = $1', [idHash]),
    deleteSessionsOf: (userId) => run('delete from account_sessions where user_id = $1', [userId]),
    recordFailure: (keys, at) =>
      inTransaction(pool, async (tx) => {
        await tx.query('delete from account_failures where at < $1', [at - FAILURES_KEPT_MS]);
        await tx.query('insert into account_failures (key, at) select unnest($1::text[]), $2', [keys, at]);
      }),
    async countFailures(keys, since) {
      const { rows } = await pool.query<{ key: string; count: string; last: string | null }>(
        `select k.key, count(f.at) as count, max(f.at) as last
           from unnest($1::text[]) as k(key) left join account_failures f on f.key = k.key and f.at >= $2
          group by k.key`,
        [keys, since],
      );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return keys.map((key) => ({
        count: Number(byKey.get(key)?.count ?? 0),
        last: Number(byKey.get(key)?.last ?? 0),
      }));
    },
    clearFailures: (key) => run('delete from account_failures where key = $1', [key]),
    addAuditEntry: (entry) =>
      run('insert into account_audit (at, who, action, detail) values ($1, $2, $3, $4)', [
        entry.at,
        entry.who,
        entry.action,
        entry.detail,
      ]),
    async listAuditEntries(limit) {
      const { rows } = await pool.query<Omit<AuditEntry, 'at'> & { at: string }>(
        'select at, who, action, detail from account_audit order by at desc, id desc limit $1',
        [limit],
      );
      return rows.map((row) => ({ ...row, at: Number(row.at) }));
    },
    async close() {
      await pool.end();
    },
  };
}
