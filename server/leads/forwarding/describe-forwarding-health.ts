import type { OutboxHealth } from '../store/lead-store';
import type { ForwardingStatus } from './forwarder';

/**
 * The body of GET /api/health once the store answered. Still a 200 whatever forwarding's trouble: the
 * server takes leads and keeps them. `degraded` tells an operator they are not all leaving: the service
 * refuses the credential or the settings' names, asked for a pause longer than the ceiling, or refused
 * leads that now wait for a person (their count and the last reason are in `outbox`).
 */
export function describeForwardingHealth(forwarding: ForwardingStatus | undefined, outbox: OutboxHealth) {
  const { pause } = forwarding ?? {};
  const degraded =
    forwarding?.state === 'unauthorized' ||
    forwarding?.state === 'misconfigured' ||
    (pause?.retryAfter !== undefined && pause.retryAfter.waitSeconds < pause.retryAfter.askedSeconds) ||
    outbox.failed > 0;
  return {
    status: degraded ? 'degraded' : 'ok',
    store: 'reachable',
    forwarding: forwarding?.state ?? 'off',
    ...(pause && { pause: { ...pause, until: new Date(pause.until).toISOString() } }),
    outbox,
  };
}
