import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createServer, type ServerTimeouts } from './create-server';
import { createTestDist, startServerProcess } from './leads/testing/lead-process';
import { testLeadSettings, validContact } from './leads/testing/lead-test-server';
import { openSqliteStore } from './leads/store/sqlite-store';

const cleanups: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The real server on an ephemeral port, with short timeouts so a test need not wait long for them. */
async function start(timeouts: ServerTimeouts) {
  const dist = createTestDist();
  const store = await openSqliteStore(`${dist}/leads.db`);
  const app = await createServer({
    distDir: dist,
    timeouts,
    leads: { store, settings: testLeadSettings, rateLimitPerMinute: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(
    () => store.close(),
    () => app.close(),
  );
  return (app.server.address() as AddressInfo).port;
}

/** A client connection that records what the server answers, and whether the server has closed it. */
function open(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const state = { answer: '', closed: false, socket };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (state.answer += chunk));
  socket.on('error', () => undefined); // A reset is a close too.
  socket.on('close', () => (state.closed = true));
  cleanups.push(() => void socket.destroy());
  return state;
}

const body = JSON.stringify(validContact);
const headers = (length: number) =>
  `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

it('cuts connections that send their body slowly, answering 408, while a client that sends in time is served', async () => {
  const port = await start({ requestMs: 600, headersMs: 300, idleMs: 5000, keepAliveMs: 5000 });
  // 50 clients each send the headers, then a byte of the body every 20 ms: far more than the server allows.
  const slow = Array.from({ length: 50 }, () => open(port));
  for (const client of slow) client.socket.write(headers(body.length));
  let sent = 0;
  const drip = setInterval(() => {
    sent += 1;
    for (const client of slow) if (!client.closed && sent < body.length) client.socket.write(body[sent - 1]);
  }, 20);
  cleanups.push(() => clearInterval(drip));

  await expect.poll(() => slow.filter((client) => !client.closed).length, { timeout: 20_000, interval: 50 }).toBe(0);
  expect(slow.map((client) => client.answer.split('\r\n')[0])).toEqual(slow.map(() => 'HTTP/1.1 408 Request Timeout'));

  // A client that sends its request at once gets its lead stored meanwhile and after.
  const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  expect(response.status).toBe(201);
});

it('cuts a connection whose headers stop coming, and one that sends nothing', async () => {
  // The idle time-out is far from the headers' one: with them 100 ms apart a busy machine could fire both at
  // once, and which one closed the socket would decide between a 408 and a bare close.
  const port = await start({ requestMs: 5000, headersMs: 300, idleMs: 5000, keepAliveMs: 5000 });
  const halfHeaders = open(port);
  halfHeaders.socket.write('POST /api/contact HTTP/1.1\r\nHost: localhost\r\n');
  const silent = open(port);
  await expect.poll(() => [halfHeaders.closed, silent.closed], { timeout: 20_000, interval: 50 }).toEqual([true, true]);
  for (const client of [halfHeaders, silent])
    expect(client.answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
});

it('npm start cuts a connection that sends nothing after its default 10 s, answering 408', async () => {
  const dist = createTestDist();
  const server = await startServerProcess({ SITE_DIST: dist, LEADS_DB: `${dist}/leads.db` });
  cleanups.push(() => void server.child.kill('SIGKILL'));
  const started = Date.now();
  const silent = open(Number(new URL(server.url).port));
  // Well within the 30 s that the request's own time-out would take: the headers' default cut it.
  await expect.poll(() => silent.closed, { timeout: 25_000, interval: 100 }).toBe(true);
  expect(silent.answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  // Not cut before the default: an honest client on a slow network has its 10 s.
  expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
}, 90_000);
