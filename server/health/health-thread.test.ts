import { spawn } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';
import { createTestDist, findFreePort, startServerProcess, waitForExit } from '../leads/testing/lead-process';
import { startHealthThread, type HealthThread } from './start-health-thread';
import { STORE_RETRY_AFTER_SECONDS } from './read-health';

let thread: HealthThread | undefined;
afterEach(() => thread?.stop());

/**
 * Another process (this one's loop will be blocked) that says "ready", then asks GET `url` after each of
 * `delaysMs` from then, and prints each answer with the time it arrived.
 */
function askFromAnotherProcess(url: string, delaysMs: number[]) {
  const script = `
    process.stdout.write('ready\\n');
    const start = Date.now();
    for (const delay of ${JSON.stringify(delaysMs)})
      setTimeout(async () => {
        const response = await fetch(${JSON.stringify(url)});
        const answer = { delay, status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json(), at: Date.now() };
        process.stdout.write(JSON.stringify(answer) + '\\n');
      }, delay - (Date.now() - start));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  const ready = new Promise<void>((resolve) => {
    const check = () => (output.startsWith('ready\n') ? resolve() : child.stdout.once('data', check));
    check();
  });
  const answers = new Promise<
    Array<{ delay: number; status: number; retryAfter: string | null; body: unknown; at: number }>
  >((resolve) =>
    child.once('exit', () =>
      resolve(
        output
          .split('\n')
          .slice(1)
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      ),
    ),
  );
  return { ready, answers };
}

/** This process's loop held for `ms`, as a swamped server's is between two turns. */
function blockFor(ms: number): number {
  const until = Date.now() + ms;
  while (Date.now() < until);
  return until;
}

it("answers GET /api/health on its own port while the server's loop is held, and says not responding once it has been held too long", async () => {
  let asked = 0;
  thread = await startHealthThread({
    port: 0,
    host: '127.0.0.1',
    readHealth: async () => ({ code: 200, body: { status: 'ok', asked: ++asked } }),
    intervalMs: 50,
    staleAfterMs: 1500,
  });
  const url = `http://127.0.0.1:${thread.port}/api/health`;
  const probe = askFromAnotherProcess(url, [500, 3000]);
  await probe.ready;
  // The loop held for 4 s from here: the server sends the thread nothing meanwhile.
  const heldUntil = blockFor(4000);
  const [during, stuck] = await probe.answers;

  // Answered while this loop was held: the thread does not wait for it.
  expect(during.at).toBeLessThan(heldUntil);
  expect(during.status).toBe(200);
  expect(during.body).toMatchObject({ status: 'ok' });
  // Three seconds without an answer from the server: past staleAfterMs, it is not called healthy.
  expect(stuck.at).toBeLessThan(heldUntil);
  expect(stuck.status).toBe(503);
  expect(stuck.body).toMatchObject({ status: 'unavailable', server: 'not responding' });
  expect(stuck.retryAfter).toBe(String(STORE_RETRY_AFTER_SECONDS));

  // Once the loop runs again, so do the answers.
  await expect.poll(async () => (await fetch(url)).status, { timeout: 5000, interval: 100 }).toBe(200);
});

it('passes on a 503 with its Retry-After, answers nothing but the health check, and says plainly when its port is taken', async () => {
  thread = await startHealthThread({
    port: 0,
    host: '127.0.0.1',
    readHealth: async () => ({
      code: 503,
      body: { status: 'unavailable', store: 'unreachable' },
      retryAfterSeconds: 5,
    }),
  });
  const base = `http://127.0.0.1:${thread.port}`;
  const health = await fetch(`${base}/api/health`);
  expect([health.status, health.headers.get('retry-after'), await health.json()]).toEqual([
    503,
    '5',
    { status: 'unavailable', store: 'unreachable' },
  ]);
  const other = await fetch(`${base}/`);
  expect([other.status, await other.text()]).toEqual([404, 'This port answers GET /api/health only.']);
  // Neither answer is a page: no browser may run or sniff it.
  for (const answer of [health, other]) {
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  }

  await expect(
    startHealthThread({ port: thread.port, host: '127.0.0.1', readHealth: async () => ({ code: 200, body: {} }) }),
  ).rejects.toThrow(`HEALTH_PORT ${thread.port} is busy: another program is listening on it.`);
});

it('npm start with HEALTH_PORT answers the health check there as on its own port, and stops it with the server', async () => {
  const dist = createTestDist();
  const healthPort = await findFreePort();
  const server = await startServerProcess({
    SITE_DIST: dist,
    LEADS_DB: `${dist}/leads.db`,
    HEALTH_PORT: String(healthPort),
  });
  try {
    // Started once the server listens: its line in the log says where.
    await expect
      .poll(server.output, { timeout: 30_000 })
      .toContain(`the health check answers on 127.0.0.1:${healthPort}/api/health`);
    const own = await fetch(`${server.url}/api/health`);
    const separate = await fetch(`http://127.0.0.1:${healthPort}/api/health`);
    expect(separate.status).toBe(own.status);
    expect(await separate.json()).toEqual(await own.json());
  } finally {
    server.child.kill('SIGTERM');
  }
  // The thread does not keep the process alive: SIGTERM ends it, as without HEALTH_PORT.
  expect(await waitForExit(server.child)).toBe(0);
  await expect(fetch(`http://127.0.0.1:${healthPort}/api/health`)).rejects.toThrow();
});
