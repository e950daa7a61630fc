import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ShedLoadOptions } from './create-server';

/** What a visitor or a client is told while the server sheds load. */
export const BUSY_MESSAGE = 'The server is busy just now: please try again in a few seconds.';

/**
 * How often the event loop's mean delay is taken, and over how long. A second: a lone pause (the machine
 * busy elsewhere for a tenth of a second) barely moves the mean of its hundred samples, an overload (every
 * turn of the loop long) does, and shedding starts or stops within it.
 */
const SAMPLE_INTERVAL_MS = 1000;
/** The delay histogram's own resolution: the timer it measures with, which its mean always includes. */
const RESOLUTION_MS = 10;

/** The answer's fixed headers: no release's policy applies to a sentence, so the strictest one does. */
const BUSY_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};
const JSON_BODY = Buffer.from(JSON.stringify({ errors: { body: BUSY_MESSAGE } }));
const TEXT_BODY = Buffer.from(BUSY_MESSAGE);

const isHealthCheck = (request: IncomingMessage) =>
  request.method === 'GET' && (request.url === '/api/health' || request.url?.startsWith('/api/health?') === true);

/**
 * Past capacity every request used to wait its turn, health checks too (up to a second at 3,000
 * connections), until clients timed out. Now, while the server is swamped, requests are answered 503 with
 * Retry-After at once, so the backlog drains and what is accepted stays fast.
 *
 * Swamped is a queue, seen one of two ways. Requests waiting for their answer (most of them for the
 * store): `crowd` of them in flight at once, and the next is shed. Or requests waiting to be read, which
 * only the event loop's lateness shows: its mean delay over the last second past `maxEventLoopDelayMs`
 * while at least `crowd` connections are open. Lateness alone is no queue: a few clients can keep the loop
 * busy however fast it is, and a machine busy with other work (a CI runner building while its browsers
 * load pages) makes it late, yet each of a few clients waits for a few others at most. Only a crowd is shed.
 *
 * It runs before Fastify (as the server's request listener), so a 503 costs no routing, hooks or
 * logging: the cheaper each shed request, the sooner the loop reaches the next one, the health check
 * among them. GET /api/health is never shed: a load balancer asking whether the server is alive gets
 * the truth, not a 503 for being busy.
 */
export function registerLoadShedding(server: Server, options: ShedLoadOptions): void {
  let connections = 0;
  server.on('connection', (socket) => {
    connections += 1;
    socket.once('close', () => (connections -= 1));
  });

  let lagging = false;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const timer = setInterval(() => {
    // An empty histogram (a loop blocked the whole second) reads NaN: that is lagging too.
    const delayMs = histogram.count === 0 ? Infinity : histogram.mean / 1e6 - RESOLUTION_MS;
    lagging = delayMs > options.maxEventLoopDelayMs;
    histogram.reset();
  }, SAMPLE_INTERVAL_MS).unref();
  server.once('close', () => {
    clearInterval(timer);
    histogram.disable();
  });

  const busyHeaders = { ...BUSY_HEADERS, 'Retry-After': String(options.retryAfterSeconds) };
  const shed = (request: IncomingMessage, response: ServerResponse) => {
    // The lead API's clients read JSON; a visitor's browser, a sentence.
    const json = request.url?.startsWith('/api/') === true;
    const body = json ? JSON_BODY : TEXT_BODY;
    response.writeHead(503, {
      ...busyHeaders,
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': body.length,
    });
    response.end(body);
  };

  // Fastify's own handler stays the listener behind this one.
  const serve = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  server.removeAllListeners('request');
  let inFlight = 0;
  const swamped = () => inFlight >= options.crowd || (lagging && connections >= options.crowd);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (swamped() && !isHealthCheck(request)) return shed(request, response);
    inFlight += 1;
    response.once('close', () => (inFlight -= 1));
    for (const listener of serve) listener(request, response);
  });
}
