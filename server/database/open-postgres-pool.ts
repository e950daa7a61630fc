import pg from 'pg';

export interface PostgresPoolOptions {
  /**
   * Called when the database drops a connection (a restart, a failover, pg_terminate_backend, an idle
   * timeout, a pooler recycling it). The pool carries on: it opens a new connection when next needed, and
   * what was in flight fails.
   */
  onConnectionLost?: (error: Error) => void;
}

/** Any number, so two projects sharing a server do not block each other's migrations. */
const MIGRATION_LOCK = 4_173_001;

/**
 * A pool of connections to the shared database, once the migrations not yet recorded in `migrationsTable`
 * have run: each once, in order, under a lock so instances starting together agree. Each part of the server
 * (leads, accounts) keeps its own table of versions.
 */
export async function openPostgresPool(
  connectionString: string,
  migrationsTable: string,
  migrations: string[],
  options: PostgresPoolOptions = {},
): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // While the database is away, a request is answered 503 within seconds instead of waiting on a
    // connection that will not come; TCP keep-alive finds a connection whose peer vanished without a word.
    connectionTimeoutMillis: 5000,
    keepAlive: true,
  });
  // A connection that fails emits 'error' on its client, idle in the pool or checked out for a
  // transaction; with nobody listening that ends the process. Each client is listened to for its whole
  // life (the pool's own 'error', for idle ones, then has nothing left to add).
  pool.on('connect', (client) => client.on('error', (error) => options.onConnectionLost?.(error)));
  pool.on('error', () => undefined);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      `create table if not exists ${migrationsTable} (version integer primary key, applied_at timestamptz not null default now())`,
    );
    const { rows } = await client.query<{ version: number }>(`select version from ${migrationsTable}`);
    const applied = new Set(rows.map((row) => row.version));
    for (const [index, sql] of migrations.entries()) {
      if (applied.has(index + 1)) continue;
      await client.query(sql);
      await client.query(`insert into ${migrationsTable} (version) values ($1)`, [index + 1]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  return pool;
}

/** Runs `work` in one transaction on a connection of the pool: committed if it returns, rolled back if it throws. */
export async function inTransaction<T>(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const tx = await pool.connect();
  try {
    await tx.query('begin');
    const result = await work(tx);
    await tx.query('commit');
    return result;
  } catch (error) {
    await tx.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}
