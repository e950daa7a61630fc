import { describeForwardingHealth } from '../leads/forwarding/describe-forwarding-health';
import type { ForwardingStatus } from '../leads/forwarding/forwarder';
import type { LeadStore } from '../leads/store/lead-store';

/** When to try again after a 503 (the store is away: a database restart takes seconds). */
export const STORE_RETRY_AFTER_SECONDS = 5;

/** GET /api/health's answer: its status, its JSON body, and when to ask again if the store is away. */
export interface HealthAnswer {
  code: 200 | 503;
  body: object;
  retryAfterSeconds?: number;
}

/**
 * The server's health as a load balancer reads it: 200 while the store answers (forwarding's trouble shows
 * as `degraded`, see describeForwardingHealth), 503 while it does not. The lead API's route and the health
 * thread (HEALTH_PORT) answer the same.
 */
export async function readHealth(
  store: Pick<LeadStore, 'health'>,
  forwarding: (() => ForwardingStatus) | undefined,
): Promise<HealthAnswer> {
  try {
    const outbox = await store.health(Date.now());
    return { code: 200, body: describeForwardingHealth(forwarding?.(), outbox) };
  } catch {
    return {
      code: 503,
      body: { status: 'unavailable', store: 'unreachable' },
      retryAfterSeconds: STORE_RETRY_AFTER_SECONDS,
    };
  }
}
