import type { LeadKind, LeadStore, OutboxItem } from '../store/lead-store';
import { createTableServiceClient, type TableServiceOptions } from './table-service-client';

export interface ForwarderOptions extends Omit<TableServiceOptions, 'requestTimeoutMs' | 'now'> {
  store: LeadStore;
  /** How long one request may take before it is abandoned and retried (AIRTABLE_TIMEOUT_SECONDS; default 30 s). */
  requestTimeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}

/**
 * The service's rules: at most 5 requests a second per base (for all instances together), up to 10 records
 * a request. Sends are booked in the store 300 ms apart (for all instances), and each goes out at most
 * `slotSlackMs` after its slot's start; a wait that ends later (a timer firing late on a busy machine)
 * books another slot instead. Five slots span 1.2 s, so five sends span at least 1.1 s: never five within
 * one second, however late a timer fires (unless every wait of a batch is late, see lostSlotsBeforeSending).
 */
export const FORWARD_LIMITS = {
  batchSize: 10,
  minIntervalMs: 300,
  slotSlackMs: 100,
  /**
   * A machine whose every timer fires that late would lose each slot it books: after this many in a row
   * a batch goes out anyway (late, and no more than one per slot it booked), so forwarding never starves.
   */
  lostSlotsBeforeSending: 3,
  backoffBaseMs: 1000,
  backoffMaxMs: 15 * 60_000,
  requestTimeoutMs: 30_000,
  idleMs: 1000,
  /**
   * After a 401 or 403, or a refusal for a configuration reason (a table or field that does not exist),
   * how long forwarding pauses before one batch tries again.
   */
  refusedPauseMs: 60_000,
  /**
   * The longest pause a Retry-After gets: the service's own penalty is 30 s, so a longer ask is a fault (a
   * 40-day value once stalled forwarding silently). Past this, one request asks again: at worst one
   * refused request every 15 minutes.
   */
  retryAfterMaxSeconds: 15 * 60,
};

/**
 * What /api/health reports: `unauthorized` while the service refuses the credential, `misconfigured` while
 * it refuses the base, a table or a field the settings name, `rate-limited` while it asked for a pause.
 */
export type ForwardingState = 'ok' | 'unauthorized' | 'misconfigured' | 'rate-limited';

export interface ForwardingStatus {
  state: ForwardingState;
  /** While forwarding is paused: why, and until when (ms since the epoch). */
  pause?: {
    reason: string;
    until: number;
    /** After a 429: the pause the service asked for and the one taken (no more than the ceiling). */
    retryAfter?: { askedSeconds: number; waitSeconds: number };
  };
}

/**
 * Sends stored leads to the table-database service from the outbox. Each record carries its lead's id in a
 * field of its own and the request upserts on it, so a lead sent again (after a crash between the
 * service's answer and marking it sent, or a request that timed out after the service stored it) updates
 * its row instead of adding a second one.
 */
export function createForwarder(options: ForwarderOptions) {
  const { store } = options;
  const now = options.now ?? Date.now;
  const requestTimeoutMs = options.requestTimeoutMs ?? FORWARD_LIMITS.requestTimeoutMs;
  const service = createTableServiceClient({ ...options, requestTimeoutMs, now });
  // A claim outlives the request it was made for, so no other forwarder sends the batch meanwhile.
  const leaseMs = 2 * requestTimeoutMs;
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
  let status: ForwardingStatus = { state: 'ok' };
  const pause = (
    state: ForwardingState,
    reason: string,
    ms: number,
    retryAfter?: { askedSeconds: number; waitSeconds: number },
  ) => {
    pausedUntil = now() + ms;
    status = { state, pause: { reason, until: pausedUntil, ...(retryAfter && { retryAfter }) } };
  };

  /** Sends a batch in its turn: the slot shared through the store paces all instances. */
  const send = async (kind: LeadKind, items: OutboxItem[]) => {
    // Each send goes out within its booked slot (at most `slotSlackMs` after its start). A wait that
    // ended later has lost its slot: sending then could crowd the slots booked after it (by this
    // instance or another), so another is booked instead.
    for (let lost = 0; ; lost++) {
      const slot = await store.reserveSendSlot(now(), FORWARD_LIMITS.minIntervalMs);
      if (slot > now()) await sleep(slot - now());
      if (now() - slot <= FORWARD_LIMITS.slotSlackMs || lost === FORWARD_LIMITS.lostSlotsBeforeSending)
        return service.send(kind, items);
    }
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
        status = { state: 'ok' };
        // An updated row is a lead the service already had: a send whose answer was lost, not a duplicate.
        log.info(
          `forwarded ${ids.length} ${kind} lead(s)${outcome.updated > 0 ? ` (${outcome.updated} already there, updated)` : ''}: ${ids.join(', ')}`,
        );
        return ids.length;
      case 'unauthorized':
        // The credential is wrong or lacks access, for every lead alike: keep them all pending, say so in
        // health, and try again later (a token's access can be fixed at the service without a restart).
        pause('unauthorized', outcome.reason, FORWARD_LIMITS.refusedPauseMs);
        await store.reschedule(ids, pausedUntil, outcome.reason);
        log.error(
          `the table-database service refused the credential (${outcome.reason}); forwarding paused, leads kept pending`,
        );
        return 0;
      case 'misconfigured':
        // As with the credential: the leads are fine, the base or site.yaml's names are not, and a person
        // fixing them should find every lead still waiting, not each marked failed.
        pause('misconfigured', outcome.reason, FORWARD_LIMITS.refusedPauseMs);
        await store.reschedule(ids, pausedUntil, outcome.reason);
        log.error(
          `the table-database service refused the ${kind} table's settings (${outcome.reason}); check the base, the table and its field names (settings.leads in site.yaml); forwarding paused, leads kept pending`,
        );
        return 0;
      case 'wait': {
        const waitSeconds = Math.min(outcome.seconds, FORWARD_LIMITS.retryAfterMaxSeconds);
        pause('rate-limited', outcome.reason, waitSeconds * 1000, { askedSeconds: outcome.seconds, waitSeconds });
        await store.reschedule(ids, pausedUntil, outcome.reason);
        log.warn(
          waitSeconds < outcome.seconds
            ? `the table-database service asked to wait ${outcome.seconds} s, more than the ${waitSeconds} s ceiling; waiting ${waitSeconds} s`
            : `the table-database service asked to wait ${outcome.seconds} s`,
        );
        return 0;
      }
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
        await store.markFailed(ids[0], outcome.reason, now());
        log.error(
          `lead ${ids[0]} refused by the table-database service: ${outcome.reason}; left for a person (npm run leads:retry)`,
        );
        return 0;
    }
  };

  /** One round: a batch of each kind that is due. Returns how many leads were sent. */
  const forwardOnce = async (): Promise<number> => {
    if (now() < pausedUntil) await sleep(pausedUntil - now());
    let sent = 0;
    for (const kind of ['contact', 'player'] as const) {
      if (now() < pausedUntil) break; // The service asked for a pause, or refused the credential.
      const items = await store.claimDue(kind, FORWARD_LIMITS.batchSize, now(), leaseMs);
      if (items.length > 0) sent += await settle(kind, items);
    }
    return sent;
  };

  let running = false;
  let loop: Promise<void> | undefined;
  return {
    forwardOnce,
    /** For health: the pause of a Retry-After is over once its time has come, even before the next send. */
    state: (): ForwardingStatus => (status.state === 'rate-limited' && now() >= pausedUntil ? { state: 'ok' } : status),
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
