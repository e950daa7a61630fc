import type { LeadSettings } from '../../src/generated/site-types';
import type { LeadKind, LeadStore, OutboxItem } from './lead-store';

export interface ForwarderOptions {
  store: LeadStore;
  /** e.g. https://api.airtable.com (AIRTABLE_API_URL) */
  apiUrl: string;
  token: string;
  baseId: string;
  settings: Required<LeadSettings>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

/** The service's rules: at most 5 requests a second per base (for all instances together), up to 10 records a request. */
export const FORWARD_LIMITS = { batchSize: 10, minIntervalMs: 200, defaultRetryAfterSeconds: 30, backoffBaseMs: 1000, backoffMaxMs: 15 * 60_000, leaseMs: 60_000, idleMs: 1000 };

const CONTACT_LABELS: Record<string, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  company: 'Company Name',
  employees: 'Number of Employees',
  message: 'Message',
};

type Outcome = { kind: 'sent' } | { kind: 'wait'; seconds: number; reason: string } | { kind: 'retry'; reason: string } | { kind: 'refused'; reason: string };

/**
 * Sends stored leads to the table-database service from the outbox. A lead is marked sent in one
 * statement right after the service's answer: the only window in which a crash could send it twice.
 */
export function createForwarder(options: ForwarderOptions) {
  const { store, settings } = options;
  const now = options.now ?? Date.now;
  let wake: (() => void) | undefined;
  // Waits end early on stop(), so shutting down never waits out a 30 s pause.
  const sleep =
    options.sleep ??
    ((ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }));
  const random = options.random ?? Math.random;
  const log = options.log ?? console;
  let pausedUntil = 0;

  const toFields = (item: OutboxItem): Record<string, unknown> => {
    if (item.kind === 'contact') return Object.fromEntries(Object.entries(CONTACT_LABELS).map(([field, label]) => [label, item.fields[field]]));
    const ids = settings.playerFieldIds;
    return { [ids.firstName]: item.fields.firstName, [ids.lastName]: item.fields.lastName, [ids.email]: item.fields.email };
  };

  const send = async (kind: LeadKind, items: OutboxItem[]): Promise<Outcome> => {
    const wait = (await store.reserveSendSlot(now(), FORWARD_LIMITS.minIntervalMs)) - now();
    if (wait > 0) await sleep(wait);
    const table = kind === 'contact' ? settings.contactTable : settings.playerTable;
    const url = `${options.apiUrl.replace(/\/$/, '')}/v0/${encodeURIComponent(options.baseId)}/${encodeURIComponent(table)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ records: items.map((item) => ({ fields: toFields(item) })) }),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      return { kind: 'retry', reason: `network: ${(error as Error).message}` };
    }
    if (response.ok) {
      await response.body?.cancel();
      return { kind: 'sent' };
    }
    const text = await response.text().catch(() => '');
    let reason = `${response.status}`;
    try {
      const { error } = JSON.parse(text) as { error?: { type?: string; message?: string } | string };
      reason += typeof error === 'string' ? ` ${error}` : error ? ` ${error.type ?? ''}: ${error.message ?? ''}` : '';
    } catch {
      if (text) reason += ` ${text.slice(0, 300)}`;
    }
    if (response.status === 429) {
      const header = Number(response.headers.get('retry-after'));
      return { kind: 'wait', seconds: Number.isFinite(header) && header > 0 ? header : FORWARD_LIMITS.defaultRetryAfterSeconds, reason };
    }
    if (response.status >= 500) return { kind: 'retry', reason };
    return { kind: 'refused', reason };
  };

  const backoff = (attempts: number) => {
    const full = Math.min(FORWARD_LIMITS.backoffMaxMs, FORWARD_LIMITS.backoffBaseMs * 2 ** attempts);
    return Math.round(full / 2 + (random() * full) / 2);
  };

  const settle = async (kind: LeadKind, items: OutboxItem[]): Promise<number> => {
    const ids = items.map((item) => item.leadId);
    const outcome = await send(kind, items);
    switch (outcome.kind) {
      case 'sent':
        await store.markSent(ids, now());
        log.info(`forwarded ${ids.length} ${kind} lead(s): ${ids.join(', ')}`);
        return ids.length;
      case 'wait':
        pausedUntil = now() + outcome.seconds * 1000;
        await store.reschedule(ids, pausedUntil, outcome.reason);
        log.warn(`the table-database service asked to wait ${outcome.seconds} s`);
        return 0;
      case 'retry':
        await store.reschedule(ids, now() + backoff(Math.max(...items.map((item) => item.attempts))), outcome.reason);
        log.warn(`forwarding failed (${outcome.reason}); will retry`);
        return 0;
      case 'refused':
        // The service refuses a whole batch for one bad record: send them one by one to find it.
        if (items.length > 1) {
          let sent = 0;
          for (const item of items) sent += await settle(kind, [item]);
          return sent;
        }
        await store.markFailed(ids[0], outcome.reason);
        log.error(`lead ${ids[0]} refused by the table-database service: ${outcome.reason}; left for a person (npm run leads:retry)`);
        return 0;
    }
  };

  /** One round: a batch of each kind that is due. Returns how many leads were sent. */
  const forwardOnce = async (): Promise<number> => {
    if (now() < pausedUntil) await sleep(pausedUntil - now());
    let sent = 0;
    for (const kind of ['contact', 'player'] as const) {
      const items = await store.claimDue(kind, FORWARD_LIMITS.batchSize, now(), FORWARD_LIMITS.leaseMs);
      if (items.length > 0) sent += await settle(kind, items);
    }
    return sent;
  };

  let running = false;
  let loop: Promise<void> | undefined;
  return {
    forwardOnce,
    /** Forwards in the background until stop(); idles a second when nothing is due. */
    start() {
      running = true;
      loop = (async () => {
        while (running) {
          try {
            const sent = await forwardOnce();
            if (sent === 0 && running) await sleep(FORWARD_LIMITS.idleMs);
          } catch (error) {
            log.error(`forwarder round failed: ${error instanceof Error ? error.message : String(error)}`);
            if (running) await sleep(FORWARD_LIMITS.idleMs);
          }
        }
      })();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
