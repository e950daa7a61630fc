import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { ShedLoadOptions } from './create-server';

/** What a visitor or a client is told while the server sheds load. */
export const BUSY_MESSAGE = 'The server is busy just now: please try again in a few seconds.';
/**
 * How often the event loop's mean delay is taken, and over how long. A second: a lone pause (the machine
 * busy elsewhere for a tenth of a second) barely moves the mean, an overload (every turn of the loop long)
 * does, and shedding starts or stops within it.
 */
const SAMPLE_INTERVAL_MS = 1000;

/**
 * Past capacity every request used to wait its turn, health checks too (up to a second at 3,000
 * connections), until clients timed out. Now, while the event loop lags, requests are answered 503 with
 * Retry-After at once: a 503 costs a fraction of a lead or a page, so the backlog drains and what is
 * accepted stays fast. GET /api/health is never shed (its route opts out): a load balancer asking whether
 * the server is alive gets the truth quickly, not a 503 for being busy.
 */
export async function registerLoadShedding(app: FastifyInstance, options: ShedLoadOptions): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    // Busy nine tenths of each second: requests queue up in the connections' buffers before the loop lags.
    maxEventLoopUtilization: 0.9,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: SAMPLE_INTERVAL_MS,
    retryAfter: options.retryAfterSeconds,
    // A request answered here goes no further; one it leaves unanswered (health's) is served.
    pressureHandler: (request, reply) => {
      reply.code(503).header('Retry-After', String(options.retryAfterSeconds)).header('Cache-Control', 'no-store');
      // The lead API's clients read JSON; a visitor's browser, a sentence.
      if (request.url.startsWith('/api/')) reply.send({ errors: { body: BUSY_MESSAGE } });
      else reply.type('text/plain; charset=utf-8').send(BUSY_MESSAGE);
    },
  });
}
