import type { LeadSettings } from '#generated/site-types';
import { STORED_CONTACT_FIELDS } from '#site/leads/lead-rules';
import type { LeadKind, OutboxItem } from '../store/lead-store';

export interface TableServiceOptions {
  /** e.g. https://api.airtable.com (AIRTABLE_API_URL) */
  apiUrl: string;
  token: string;
  baseId: string;
  settings: Required<LeadSettings>;
  /** How long one request may take before it is abandoned (AIRTABLE_TIMEOUT_SECONDS). */
  requestTimeoutMs: number;
  now: () => number;
}

/** What the service made of a batch, in the terms the outbox acts on. */
export type SendOutcome =
  | { kind: 'sent'; updated: number }
  | { kind: 'wait'; seconds: number; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'unauthorized'; reason: string }
  /** The base, a table or a field is not what the settings name: every lead would be refused alike. */
  | { kind: 'misconfigured'; reason: string }
  | { kind: 'refused'; reason: string };

/** When the service asks for a pause (429) without saying how long: its documented penalty. */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;

/** Retry-After in either of its forms, delay-seconds or an HTTP date; undefined when absent or unreadable. */
function readRetryAfterSeconds(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  if (/^\s*[0-9]+\s*$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The error types with which the service refuses a request because the base, a table or a field does not
 * exist as the settings name it (a `Lead ID` field never created, a table renamed). The same request
 * shape goes out for every lead, so each would be refused alike: a person must fix the base or site.yaml,
 * and the leads wait. A 404 (no such base or table) says the same whatever its type.
 */
const CONFIGURATION_ERRORS = new Set([
  'UNKNOWN_FIELD_NAME',
  'NOT_FOUND',
  'TABLE_NOT_FOUND',
  'MODEL_ID_NOT_FOUND',
  'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
]);

/** The service's reason for an answer (its status, and its error's type and message when it gives them) and the type alone. */
async function readReason(response: Response): Promise<{ reason: string; type?: string }> {
  const text = await response.text().catch(() => '');
  let reason = `${response.status}`;
  try {
    const { error } = JSON.parse(text) as { error?: { type?: string; message?: string } | string };
    reason += typeof error === 'string' ? ` ${error}` : error ? ` ${error.type ?? ''}: ${error.message ?? ''}` : '';
    return { reason, type: typeof error === 'string' ? error : error?.type };
  } catch {
    if (text) reason += ` ${text.slice(0, 300)}`;
    return { reason };
  }
}

/**
 * The table-database service's protocol (Airtable's REST API): a batch of leads of one kind goes to its
 * table as one upsert on the lead-id field, with each lead's fields under the names site.yaml's settings
 * give (`contactFields` and `contactLeadIdField`, `playerFieldIds`). Pacing, retries and the outbox are
 * the forwarder's; this only sends and says what the answer means.
 */
export function createTableServiceClient(options: TableServiceOptions) {
  const { settings } = options;
  const columns: Record<LeadKind, { table: string; leadId: string; fields: Array<[string, string]> }> = {
    contact: {
      table: settings.contactTable,
      leadId: settings.contactLeadIdField,
      fields: STORED_CONTACT_FIELDS.map((field) => [field, settings.contactFields[field]]),
    },
    player: {
      table: settings.playerTable,
      leadId: settings.playerFieldIds.leadId,
      fields: (['firstName', 'lastName', 'email'] as const).map((field) => [field, settings.playerFieldIds[field]]),
    },
  };

  const toRecord = (item: OutboxItem) => {
    const { fields, leadId } = columns[item.kind];
    return {
      fields: {
        ...Object.fromEntries(fields.map(([field, column]) => [column, item.fields[field]])),
        [leadId]: item.leadId,
      },
    };
  };

  return {
    async send(kind: LeadKind, items: OutboxItem[]): Promise<SendOutcome> {
      const { table, leadId } = columns[kind];
      const url = `${options.apiUrl.replace(/\/$/, '')}/v0/${encodeURIComponent(options.baseId)}/${encodeURIComponent(table)}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'PATCH',
          headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ performUpsert: { fieldsToMergeOn: [leadId] }, records: items.map(toRecord) }),
          signal: AbortSignal.timeout(options.requestTimeoutMs),
        });
      } catch (error) {
        return { kind: 'retry', reason: `network: ${(error as Error).message}` };
      }
      if (response.ok) {
        const answer = (await response.json().catch(() => ({}))) as { updatedRecords?: unknown[] };
        return { kind: 'sent', updated: answer.updatedRecords?.length ?? 0 };
      }
      const { reason, type } = await readReason(response);
      if (response.status === 429) {
        const seconds = readRetryAfterSeconds(response.headers.get('retry-after'), options.now());
        return { kind: 'wait', seconds: seconds ?? DEFAULT_RETRY_AFTER_SECONDS, reason };
      }
      if (response.status === 401 || response.status === 403) return { kind: 'unauthorized', reason };
      if (response.status >= 500) return { kind: 'retry', reason };
      if (response.status === 404 || CONFIGURATION_ERRORS.has(type ?? '')) return { kind: 'misconfigured', reason };
      return { kind: 'refused', reason };
    },
  };
}
