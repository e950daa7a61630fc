import { v7 as createTimeOrderedId } from 'uuid';
import { openSqliteFile } from '#server/database/open-sqlite-file';
import type { ExportRow, LeadKind, LeadStore, NewLead, OutboxItem, SaveResult } from './lead-store';

/** The store's operations, run synchronously on the thread that owns the database; saves come in batches. */
export type SqliteDatabase = {
  [K in Exclude<keyof LeadStore, 'save' | 'close'>]: (
    ...args: Parameters<LeadStore[K]>
  ) => Awaited<ReturnType<LeadStore[K]>>;
} & {
  saveBatch(leads: NewLead[]): SaveResult[];
  close(): void;
};

/** Versioned, idempotent: each runs once, in order, recorded in schema_migrations. */
const MIGRATIONS = [
  `create table leads (
     id text primary key,
     kind text not null check (kind in ('contact', 'player')),
     fields text not null,
     spam integer not null default 0,
     idempotency_key text unique,
     request_hash text not null,
     created_at text not null
   );
   create table outbox (
     lead_id text primary key references leads(id),
     kind text not null,
     state text not null check (state in ('pending', 'sent', 'failed')),
     attempts integer not null default 0,
     next_attempt_at integer not null,
     claimed_until integer not null default 0,
     last_error text,
     sent_at text,
     created_at integer not null
   );
   create index outbox_due on outbox (state, kind, next_attempt_at);`,
  `create table forward_pacing (id integer primary key check (id = 1), next_at integer not null);`,
  // When the service refused the lead: health names the most recent refusal's reason.
  `alter table outbox add column failed_at integer;`,
  // The export's order, read a page at a time from where the last page ended.
  `create index leads_export_order on leads (created_at, id);`,
  // Health without reading every row: 676,000 pending leads took 124 ms a call, with the saves waiting.
  // A count per state kept by triggers, and indexes that find the oldest pending and the latest refusal.
  `create table outbox_counts (state text primary key, n integer not null);
   insert into outbox_counts (state, n)
     select 'pending', count(*) from outbox where state = 'pending'
     union all select 'failed', count(*) from outbox where state = 'failed';
   create trigger outbox_counts_insert after insert on outbox begin
     update outbox_counts set n = n + 1 where state = new.state;
   end;
   create trigger outbox_counts_update after update of state on outbox when old.state <> new.state begin
     update outbox_counts set n = n - 1 where state = old.state;
     update outbox_counts set n = n + 1 where state = new.state;
   end;
   create trigger outbox_counts_delete after delete on outbox begin
     update outbox_counts set n = n - 1 where state = old.state;
   end;
   create index outbox_by_age on outbox (state, created_at);
   create index outbox_by_failure on outbox (state, failed_at);`,
];

/** What health reads: counts kept by triggers and rows found by index, never a scan of the outbox. */
export const HEALTH_QUERY = `select (select n from outbox_counts where state = 'pending') as pending,
       (select min(created_at) from outbox where state = 'pending') as oldest,
       (select n from outbox_counts where state = 'failed') as failed,
       (select last_error from outbox where state = 'failed' order by failed_at desc limit 1) as last_failure`;

/**
 * The embedded store's database: one SQLite file (see openSqliteFile) where a committed lead survives a
 * crash or power loss. Synchronous (better-sqlite3), so it runs on its own thread
 * (sqlite-worker.ts) and the server's event loop never waits on a disk flush.
 */
export function openSqliteDatabase(file: string): SqliteDatabase {
  const db = openSqliteFile(file, 'schema_migrations', MIGRATIONS);

  const findByKey = db.prepare<[string], { id: string; request_hash: string }>(
    'select id, request_hash from leads where idempotency_key = ?',
  );
  const insertLead = db.prepare(
    'insert into leads (id, kind, fields, spam, idempotency_key, request_hash, created_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertOutbox = db.prepare(
    "insert into outbox (lead_id, kind, state, next_attempt_at, created_at) values (?, ?, 'pending', ?, ?)",
  );

  const saveOne = (lead: NewLead): SaveResult => {
    if (lead.idempotencyKey) {
      const existing = findByKey.get(lead.idempotencyKey);
      if (existing)
        return existing.request_hash === lead.requestHash
          ? { status: 'replayed', id: existing.id }
          : { status: 'conflict' };
    }
    // Time-ordered ids append to the primary-key index instead of touching a random page per insert.
    const id = createTimeOrderedId();
    const now = Date.now();
    insertLead.run(
      id,
      lead.kind,
      JSON.stringify(lead.fields),
      lead.spam ? 1 : 0,
      lead.idempotencyKey ?? null,
      lead.requestHash,
      new Date(now).toISOString(),
    );
    if (!lead.spam) insertOutbox.run(id, lead.kind, now, now);
    return { status: 'created', id };
  };
  const saveBatch = db.transaction((batch: NewLead[]) => batch.map(saveOne));

  const claim = db.prepare<
    [number, number, string, number, number],
    { lead_id: string; kind: LeadKind; fields: string; attempts: number }
  >(
    `update outbox set claimed_until = ?
       where lead_id in (select lead_id from outbox where state = 'pending' and claimed_until < ? and kind = ? and next_attempt_at <= ? order by created_at limit ?)
     returning lead_id, kind, (select fields from leads where leads.id = outbox.lead_id) as fields, attempts`,
  );
  // A batch's ids go in as one JSON array, so marking a batch is one statement, as in PostgreSQL.
  const markSentAll = db.prepare(
    "update outbox set state = 'sent', sent_at = ?, last_error = null, claimed_until = 0 where lead_id in (select value from json_each(?))",
  );
  const rescheduleAll = db.prepare(
    'update outbox set attempts = attempts + 1, next_attempt_at = ?, last_error = ?, claimed_until = 0 where lead_id in (select value from json_each(?))',
  );
  const reserveSlot = db.prepare<[{ now: number; interval: number }], { slot: number }>(
    `insert into forward_pacing (id, next_at) values (1, @now + @interval)
       on conflict (id) do update set next_at = max(forward_pacing.next_at, @now) + @interval
     returning next_at - @interval as slot`,
  );
  const failOne = db.prepare(
    "update outbox set state = 'failed', attempts = attempts + 1, last_error = ?, failed_at = ?, claimed_until = 0 where lead_id = ?",
  );

  type ExportedRow = {
    id: string;
    created_at: string;
    kind: LeadKind;
    fields: string;
    spam: number;
    state: string | null;
    attempts: number | null;
    last_error: string | null;
  };
  const exportSelect =
    'select l.id, l.created_at, l.kind, l.fields, l.spam, o.state, o.attempts, o.last_error from leads l left join outbox o on o.lead_id = l.id';
  const exportOrder = 'order by l.created_at, l.id limit @limit';
  const exportFirst = db.prepare<[{ limit: number }], ExportedRow>(`${exportSelect} ${exportOrder}`);
  const exportAfter = db.prepare<[{ after: string; limit: number }], ExportedRow>(
    `${exportSelect} where (l.created_at, l.id) > (select created_at, id from leads where id = @after) ${exportOrder}`,
  );

  return {
    saveBatch,
    claimDue(kind, limit, now, leaseMs) {
      return claim.all(now + leaseMs, now, kind, now, limit).map<OutboxItem>((row) => ({
        leadId: row.lead_id,
        kind: row.kind,
        fields: JSON.parse(row.fields),
        attempts: row.attempts,
      }));
    },
    markSent(leadIds, now) {
      // One statement per batch: the window in which a crash could resend a lead is this one.
      markSentAll.run(new Date(now).toISOString(), JSON.stringify(leadIds));
    },
    reschedule(leadIds, at, error) {
      rescheduleAll.run(at, error, JSON.stringify(leadIds));
    },
    markFailed(leadId, error, now) {
      failOne.run(error, now, leadId);
    },
    retryFailed(now) {
      return db
        .prepare("update outbox set state = 'pending', next_attempt_at = ?, claimed_until = 0 where state = 'failed'")
        .run(now).changes;
    },
    health(now) {
      const row = db
        .prepare<[], { pending: number; oldest: number | null; failed: number; last_failure: string | null }>(
          HEALTH_QUERY,
        )
        .get()!;
      return {
        pending: row.pending,
        oldestPendingAgeSeconds: row.oldest === null ? null : Math.max(0, Math.round((now - row.oldest) / 1000)),
        failed: row.failed,
        lastFailure: row.last_failure,
      };
    },
    reserveSendSlot(now, intervalMs) {
      return reserveSlot.get({ now, interval: intervalMs })!.slot;
    },
    exportRows(after, limit = -1) {
      const rows = after === undefined ? exportFirst.all({ limit }) : exportAfter.all({ after, limit });
      return rows.map<ExportRow>((row) => ({
        id: row.id,
        createdAt: row.created_at,
        kind: row.kind,
        fields: JSON.parse(row.fields),
        state: row.spam ? 'spam' : (row.state as ExportRow['state']),
        attempts: row.attempts ?? 0,
        lastError: row.last_error,
      }));
    },
    close() {
      db.close();
    },
  };
}
