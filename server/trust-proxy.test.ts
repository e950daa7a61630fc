import type { ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { createServer } from './create-server';
import { createTestDist, startServerProcess, waitForExit } from './leads/testing/lead-process';
import { testLeadSettings, validContact } from './leads/testing/lead-test-server';
import { openSqliteStore } from './leads/store/sqlite-store';
import { readTrustProxy } from './read-trust-proxy';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A reverse proxy as nginx is usually set up (`proxy_add_x_forwarded_for`): it passes each request on,
 * appending the address the request came from to whatever X-Forwarded-For the client sent.
 */
async function startProxy(target: string): Promise<string> {
  const proxy: Server = createHttpServer((incoming, outgoing) => {
    const sent = incoming.headers['x-forwarded-for'];
    const forwarded = [sent, incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const onward = httpRequest(
      `${target}${incoming.url}`,
      { method: incoming.method, headers: { ...incoming.headers, 'x-forwarded-for': forwarded } },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(onward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => proxy.close(resolve)));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

/** 40 leads, each claiming another client address in the X-Forwarded-For it sends: their statuses, counted. */
async function sendSpoofed(url: string): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (let i = 1; i <= 40; i++) {
    const response = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
      body: JSON.stringify({ ...validContact, email: `ada${i}@analytical.example` }),
    });
    counts[response.status] = (counts[response.status] ?? 0) + 1;
  }
  return counts;
}

it.each(['true', '1'])(
  'behind one proxy (TRUST_PROXY=%s), 40 requests each claiming another address share one 10-a-minute budget',
  async (setting) => {
    const dist = createTestDist();
    const server = await startServerProcess({
      SITE_DIST: dist,
      LEADS_DB: `${dist}/leads.db`,
      LEADS_RATE_LIMIT: '10',
      TRUST_PROXY: setting,
    });
    const child: ChildProcess = server.child;
    cleanups.push(async () => {
      child.kill('SIGTERM');
      await waitForExit(child);
    });
    expect(await sendSpoofed(await startProxy(server.url))).toEqual({ 201: 10, 429: 30 });
    if (setting === 'true') expect(server.output()).toContain('TRUST_PROXY=true is read as one proxy in front');
  },
  60_000,
);

it("with the proxies' addresses, every entry they added is skipped and the client is the first one they did not add", async () => {
  const dist = createTestDist();
  const store = await openSqliteStore(`${dist}/leads.db`);
  const app = await createServer({
    distDir: dist,
    trustProxy: readTrustProxy('10.0.0.0/8, 192.0.2.7').trust,
    leads: { store, settings: testLeadSettings, rateLimitPerMinute: 10 },
  });
  cleanups.push(
    () => store.close(),
    () => app.close(),
  );
  const statuses: number[] = [];
  for (let i = 1; i <= 40; i++) {
    // The client 203.0.113.9 reached the CDN 192.0.2.7, which reached the load balancer 10.1.2.3.
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9, 192.0.2.7` },
      payload: { ...validContact, email: `ada${i}@analytical.example` },
    });
    statuses.push(response.statusCode);
  }
  expect(statuses.filter((status) => status === 201)).toHaveLength(10);
  expect(statuses.filter((status) => status === 429)).toHaveLength(30);
});

it('reads TRUST_PROXY as a number of proxies or their addresses, and says what it must be otherwise', () => {
  expect(readTrustProxy(undefined)).toEqual({ trust: false });
  expect(readTrustProxy('false')).toEqual({ trust: false });
  expect(readTrustProxy('0')).toEqual({ trust: false });
  expect(readTrustProxy('2')).toEqual({ trust: 2 });
  expect(readTrustProxy('loopback, 10.0.0.0/8,2001:db8::/32')).toEqual({
    trust: ['loopback', '10.0.0.0/8', '2001:db8::/32'],
  });
  expect(readTrustProxy('yes').trust).toBe(1);
  for (const wrong of ['everything', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,']) {
    expect(() => readTrustProxy(wrong), wrong).toThrow(
      /^TRUST_PROXY must be the number of proxies in front of the server \(1 for one\) or their addresses/,
    );
  }
});
