/** What the lead server stores, and the one contract both stores (SQLite, PostgreSQL) keep. */

export type LeadKind = 'contact' | 'player';

export interface NewLead {
  kind: LeadKind;
  /** The normalised fields (a ContactLead or PlayerLead), or the raw body of a spam submission. */
  fields: Record<string, unknown>;
  /** Filled honeypot: stored for the record, never forwarded. */
  spam: boolean;
  /** The client's Idempotency-Key header, when sent, prefixed with its endpoint's kind (`contact:…`) so a key belongs to one endpoint. */
  idempotencyKey?: string;
  /** A hash of the request body's canonical form (keys sorted), to tell a retry from a different request reusing a key. */
  requestHash: string;
}

export type SaveResult =
  { status: 'created'; id: string } | { status: 'replayed'; id: string } | { status: 'conflict' };

export interface OutboxItem {
  leadId: string;
  kind: LeadKind;
  fields: Record<string, unknown>;
  attempts: number;
}

export type ForwardState = 'pending' | 'sent' | 'failed' | 'spam';

export interface ExportRow {
  id: string;
  createdAt: string;
  kind: LeadKind;
  fields: Record<string, unknown>;
  state: ForwardState;
  attempts: number;
  lastError: string | null;
}

export interface OutboxHealth {
  pending: number;
  /** Age in seconds of the oldest lead still waiting to be forwarded; null when none waits. */
  oldestPendingAgeSeconds: number | null;
  /** Leads the service refused, left for a person (npm run leads:retry). */
  failed: number;
  /** The service's reason for the most recent of them; null when none failed. */
  lastFailure: string | null;
}

export interface LeadStore {
  /** Resolves only once the lead (and its outbox row) is committed to disk. */
  save(lead: NewLead): Promise<SaveResult>;
  /** Takes up to `limit` due rows of one kind for `leaseMs`; another forwarder does not get them meanwhile. */
  claimDue(kind: LeadKind, limit: number, now: number, leaseMs: number): Promise<OutboxItem[]>;
  markSent(leadIds: string[], now: number): Promise<void>;
  /** Puts rows back for a later attempt, counting the attempt and keeping the reason. */
  reschedule(leadIds: string[], at: number, error: string): Promise<void>;
  /** Leaves a row for a person: the service refused it for a reason a retry will not fix. */
  markFailed(leadId: string, error: string, now: number): Promise<void>;
  /** Puts every failed row back in the queue; returns how many. */
  retryFailed(now: number): Promise<number>;
  health(now: number): Promise<OutboxHealth>;
  /**
   * Books the next send slot at least `intervalMs` after the one before, shared by every forwarder on
   * this store (so several instances together keep to the service's rate); returns when it may send.
   */
  reserveSendSlot(now: number, intervalMs: number): Promise<number>;
  /**
   * The stored leads, oldest first: all of them, or a page of up to `limit` after the lead `after` (an id
   * from the page before), so an export of any size holds one page at a time.
   */
  exportRows(after?: string, limit?: number): Promise<ExportRow[]>;
  close(): Promise<void>;
}
