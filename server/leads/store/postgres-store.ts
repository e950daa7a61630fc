import { randomUUID } from 'node:crypto';
import { inTransaction, openPostgresPool, type PostgresPoolOptions } from '#server/database/open-postgres-pool';
import type { ExportRow, LeadKind, LeadStore, OutboxItem, SaveResult } from './lead-store';

/** Versioned, idempotent: applied once each, in order, under a lock so instances starting together agree. */
const MIGRATIONS = [
  `create table leads (
     id uuid primary key,
     kind text not null check (kind in ('contact', 'player')),
     fields jsonb not null,
     spam boolean not null default false,
     idempotency_key text unique,
     request_hash text not null,
     created_at timestamptz not null default now()
   );
   create table outbox (
     lead_id uuid primary key references leads(id),
     kind text not null,
     state text not null check (state in ('pending', 'sent', 'failed')),
     attempts integer not null default 0,
     next_attempt_at bigint not null,
     claimed_until bigint not null default 0,
     last_error text,
     sent_at timestamptz,
     created_at bigint not null
   );
   create index outbox_due on outbox (state, kind, next_attempt_at);`,
  `create table forward_pacing (id integer primary key check (id = 1), next_at bigint not null);`,
  // When the service refused the lead: health names the most recent refusal's reason.
  `alter table outbox add column failed_at bigint;`,
  // The export's order, read a page at a time from where the last page ended.
  `create index leads_export_order on leads (created_at, id);`,
  // Health without reading every row: 676,000 pending leads took 124 ms a call. A count per state kept by
  // a trigger, in 16 slots chosen at random, so that leads saved at once by several instances do not all
  // wait for the lock of one row; and indexes that find the oldest pending and the latest refusal.
  `create table outbox_counts (state text not null, slot integer not null, n bigint not null, primary key (state, slot));
   insert into outbox_counts (state, slot, n)
     select state, slot, case when slot = 0 then (select count(*) from outbox o where o.state = s.state) else 0 end
       from (values ('pending'), ('failed')) as s (state), generate_series(0, 15) as slot;
   create function outbox_counts_follow() returns trigger language plpgsql as $$
   declare
     chosen integer := floor(random() * 16)::integer; -- once: in the where clause it is drawn again for each row
   begin
     if tg_op in ('UPDATE', 'DELETE') then
       update outbox_counts set n = n - 1 where state = old.state and slot = chosen;
     end if;
     if tg_op in ('UPDATE', 'INSERT') then
       update outbox_counts set n = n + 1 where state = new.state and slot = chosen;
     end if;
     return null;
   end $$;
   create trigger outbox_counts_insert_delete after insert or delete on outbox
     for each row execute function outbox_counts_follow();
   create trigger outbox_counts_update after update of state on outbox
     for each row when (old.state is distinct from new.state) execute function outbox_counts_follow();
   create index outbox_by_age on outbox (state, created_at);
   create index outbox_by_failure on outbox (state, failed_at);`,
];

export type PostgresStoreOptions = PostgresPoolOptions;

/**
 * The shared store for several server instances behind a load balancer. Each lead is one transaction;
 * forwarders on different instances never take the same row (FOR UPDATE SKIP LOCKED). When the database
 * drops a connection the store carries on (see PostgresPoolOptions): the lead routes answer 503 for what
 * was in flight, and a client retries with its key.
 */
export async function openPostgresStore(
  connectionString: string,
  options: PostgresStoreOptions = {},
): Promise<LeadStore> {
  const pool = await openPostgresPool(connectionString, 'schema_migrations', MIGRATIONS, options);

  return {
    save(lead) {
      return inTransaction<SaveResult>(pool, async (tx) => {
        const id = randomUUID();
        const inserted = await tx.query(
          `insert into leads (id, kind, fields, spam, idempotency_key, request_hash) values ($1, $2, $3, $4, $5, $6)
           on conflict (idempotency_key) do nothing returning id`,
          [id, lead.kind, JSON.stringify(lead.fields), lead.spam, lead.idempotencyKey ?? null, lead.requestHash],
        );
        if (inserted.rowCount === 0) {
          // The same key arrived before (or at the same time: the insert waited for that one to commit).
          const { rows } = await tx.query<{ id: string; request_hash: string }>(
            'select id, request_hash from leads where idempotency_key = $1',
            [lead.idempotencyKey],
          );
          return rows[0].request_hash === lead.requestHash
            ? { status: 'replayed', id: rows[0].id }
            : { status: 'conflict' };
        }
        if (!lead.spam) {
          const now = Date.now();
          await tx.query(
            "insert into outbox (lead_id, kind, state, next_attempt_at, created_at) values ($1, $2, 'pending', $3, $3)",
            [id, lead.kind, now],
          );
        }
        return { status: 'created', id };
      });
    },
    async claimDue(kind, limit, now, leaseMs) {
      const { rows } = await pool.query<{
        lead_id: string;
        kind: LeadKind;
        fields: Record<string, unknown>;
        attempts: number;
      }>(
        `with due as (
           select lead_id from outbox
            where state = 'pending' and kind = $1 and next_attempt_at <= $2 and claimed_until < $2
            order by created_at limit $3
            for update skip locked)
         update outbox o set claimed_until = $4
           from due, leads l
          where o.lead_id = due.lead_id and l.id = o.lead_id
         returning o.lead_id, o.kind, l.fields, o.attempts`,
        [kind, now, limit, now + leaseMs],
      );
      return rows.map<OutboxItem>((row) => ({
        leadId: row.lead_id,
        kind: row.kind,
        fields: row.fields,
        attempts: row.attempts,
      }));
    },
    async markSent(leadIds, now) {
      // One statement per batch: the window in which a crash could resend a lead is this one.
      await pool.query(
        "update outbox set state = 'sent', sent_at = to_timestamp($2 / 1000.0), last_error = null, claimed_until = 0 where lead_id = any($1::uuid[])",
        [leadIds, now],
      );
    },
    async reschedule(leadIds, at, error) {
      await pool.query(
        'update outbox set attempts = attempts + 1, next_attempt_at = $2, last_error = $3, claimed_until = 0 where lead_id = any($1::uuid[])',
        [leadIds, at, error],
      );
    },
    async markFailed(leadId, error, now) {
      await pool.query(
        "update outbox set state = 'failed', attempts = attempts + 1, last_error = $2, failed_at = $3, claimed_until = 0 where lead_id = $1",
        [leadId, error, now],
      );
    },
    async retryFailed(now) {
      const result = await pool.query(
        "update outbox set state = 'pending', next_attempt_at = $1, claimed_until = 0 where state = 'failed'",
        [now],
      );
      return result.rowCount ?? 0;
    },
    async health(now) {
      const { rows } = await pool.query<{
        pending: string;
        oldest: string | null;
        failed: string;
        last_failure: string | null;
      }>(
        `select (select sum(n) from outbox_counts where state = 'pending') as pending,
                (select min(created_at) from outbox where state = 'pending') as oldest,
                (select sum(n) from outbox_counts where state = 'failed') as failed,
                (select last_error from outbox where state = 'failed' order by failed_at desc nulls last limit 1) as last_failure`,
      );
      const oldest = rows[0].oldest === null ? null : Number(rows[0].oldest);
      return {
        pending: Number(rows[0].pending),
        oldestPendingAgeSeconds: oldest === null ? null : Math.max(0, Math.round((now - oldest) / 1000)),
        failed: Number(rows[0].failed),
        lastFailure: rows[0].last_failure,
      };
    },
    async reserveSendSlot(now, intervalMs) {
      // One row, updated atomically: instances booking at the same moment get consecutive slots.
      const { rows } = await pool.query<{ slot: string }>(
        `insert into forward_pacing (id, next_at) values (1, $1::bigint + $2::bigint)
           on conflict (id) do update set next_at = greatest(forward_pacing.next_at, $1::bigint) + $2::bigint
         returning next_at - $2::bigint as slot`,
        [now, intervalMs],
      );
      return Number(rows[0].slot);
    },
    async exportRows(after, limit) {
      const { rows } = await pool.query<{
        id: string;
        created_at: Date;
        kind: LeadKind;
        fields: Record<string, unknown>;
        spam: boolean;
        state: string | null;
        attempts: number | null;
        last_error: string | null;
      }>(
        `select l.id, l.created_at, l.kind, l.fields, l.spam, o.state, o.attempts, o.last_error
           from leads l left join outbox o on o.lead_id = l.id
          ${after === undefined ? '' : 'where (l.created_at, l.id) > (select created_at, id from leads where id = $2)'}
          order by l.created_at, l.id limit $1`,
        after === undefined ? [limit ?? null] : [limit ?? null, after],
      );
      return rows.map<ExportRow>((row) => ({
        id: row.id,
        createdAt: row.created_at.toISOString(),
        kind: row.kind,
        fields: row.fields,
        state: row.spam ? 'spam' : (row.state as ExportRow['state']),
        attempts: row.attempts ?? 0,
        lastError: row.last_error,
      }));
    },
    async close() {
      await pool.end();
    },
  };
}
