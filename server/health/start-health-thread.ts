import { Worker } from 'node:worker_threads';
import { STORE_RETRY_AFTER_SECONDS, type HealthAnswer } from './read-health';

/**
 * The health thread's code, plain JavaScript in a string: the production server is one bundled file, with
 * no file of its own for a worker to load. It answers GET /api/health on its own port from the last answer
 * the server sent it, and 503 once that answer is older than `staleAfterMs` (the server's loop is stuck).
 */
const HEALTH_THREAD = `
const { createServer } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { host, port, staleAfterMs, retryAfterSeconds } = workerData;
// Nothing this port answers is a page: the strictest policy, as the server's own answers of that kind have.
const STRICT = { 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'", 'X-Content-Type-Options': 'nosniff' };
let latest = { at: Date.now(), code: 503, body: { status: 'starting' } };
parentPort.on('message', (answer) => { latest = answer; });
const server = createServer((request, response) => {
  const path = (request.url || '').split('?')[0];
  if (path !== '/api/health' || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { ...STRICT, 'Content-Type': 'text/plain; charset=utf-8' });
    return response.end('This port answers GET /api/health only.');
  }
  const ageMs = Date.now() - latest.at;
  const stale = ageMs > staleAfterMs;
  const body = JSON.stringify(stale ? { status: 'unavailable', server: 'not responding', secondsSinceLastAnswer: Math.round(ageMs / 1000) } : latest.body);
  const headers = { ...STRICT, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) };
  const retryAfter = stale ? retryAfterSeconds : latest.retryAfterSeconds;
  if (retryAfter !== undefined) headers['Retry-After'] = String(retryAfter);
  response.writeHead(stale ? 503 : latest.code, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
});
server.on('error', (error) => parentPort.postMessage({ failed: error.code || error.message }));
server.listen(port, host, () => parentPort.postMessage({ listening: server.address().port }));
`;

export interface HealthThreadOptions {
  port: number;
  host: string;
  /** The answer of GET /api/health, as the server's own route gives it. */
  readHealth: () => Promise<HealthAnswer>;
  /** How often the server sends the thread its answer. */
  intervalMs?: number;
  /** How old the last answer may be before the thread says the server is not responding. */
  staleAfterMs?: number;
}

export interface HealthThread {
  port: number;
  stop: () => Promise<void>;
}

/**
 * GET /api/health on a port of its own (HEALTH_PORT), answered by a thread of its own. Past capacity the
 * server's loop takes every request in turn, the health check among them (half a second and more at 3,000
 * connections, seconds for a new connection), and a load balancer would take a busy server for a dead one.
 * The thread answers at once whatever the load, with what the server last found (sent every `intervalMs`),
 * and 503 once the server has sent nothing for `staleAfterMs`: a stuck server is not called healthy.
 */
export async function startHealthThread({
  port,
  host,
  readHealth,
  intervalMs = 1000,
  staleAfterMs = 10_000,
}: HealthThreadOptions): Promise<HealthThread> {
  // A stuck server is asked again as a store away is: its loop may free itself within seconds.
  const workerData = { port, host, staleAfterMs, retryAfterSeconds: STORE_RETRY_AFTER_SECONDS };
  const worker = new Worker(HEALTH_THREAD, { eval: true, workerData });
  const send = async () => worker.postMessage({ at: Date.now(), ...(await readHealth()) });
  const listening = await new Promise<number>((resolve, reject) => {
    worker.on('message', (message: { listening?: number; failed?: string }) => {
      if (message.listening !== undefined) resolve(message.listening);
      if (message.failed !== undefined)
        reject(
          new Error(
            message.failed === 'EADDRINUSE'
              ? `HEALTH_PORT ${port} is busy: another program is listening on it. Pick another port for the health check.`
              : `The health check could not listen on ${host}:${port} (${message.failed}).`,
          ),
        );
    });
    worker.once('error', reject);
  }).catch(async (error: Error) => {
    await worker.terminate();
    throw error;
  });
  await send();
  // A send may wait for the store: the next is due only once it is done, so sends never pile up.
  let timer: NodeJS.Timeout;
  let stopped = false;
  const schedule = () => {
    if (!stopped) timer = setTimeout(() => void send().finally(schedule), intervalMs);
  };
  schedule();
  return {
    port: listening,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
