import Database from 'better-sqlite3';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startLeadTestServer, validContact } from '#server/leads/testing/lead-test-server';
import { createLeadClient } from './lead-client';

type Started = Awaited<ReturnType<typeof startLeadTestServer>>;
let leadServer: Started;
let leadUrl: string;
const closers: Array<() => Promise<unknown>> = [];
let consoleLines: string[];

beforeEach(async () => {
  leadServer = await startLeadTestServer();
  leadUrl = await leadServer.app.listen({ port: 0, host: '127.0.0.1' });
  consoleLines = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(
      (...args: unknown[]) => void consoleLines.push(args.map(String).join(' ')),
    );
  }
});

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(closers.splice(0).map((close) => close()));
  await leadServer.app.close();
  await leadServer.store.close().catch(() => undefined);
});

/** A real HTTP hop in front of the lead server that records each request and can misbehave. */
async function startProxy(
  behave: (
    request: IncomingMessage,
    response: ServerResponse,
    forward: () => Promise<Response>,
    index: number,
  ) => Promise<void> | void,
) {
  const seen: Array<{ key: string | undefined; body: string }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ key: request.headers['idempotency-key'] as string | undefined, body });
      const forward = () =>
        fetch(`${leadUrl}${request.url}`, {
          method: request.method,
          headers: {
            'content-type': 'application/json',
            'idempotency-key': String(request.headers['idempotency-key']),
          },
          body,
        });
      void behave(request, response, forward, seen.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

async function relay(response: ServerResponse, answer: Response) {
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(await answer.text());
}

function readLeadIds(): string[] {
  const db = new Database(leadServer.file, { readonly: true });
  const rows = db.prepare('select id from leads').all() as { id: string }[];
  db.close();
  return rows.map((row) => row.id);
}

const personalValues = [
  validContact.firstName,
  validContact.lastName,
  validContact.email,
  validContact.phone,
  validContact.company,
  validContact.message,
];

it('stores a lead and answers with its id', async () => {
  const result = await createLeadClient('/api/contact', { baseUrl: leadUrl }).submit(validContact);
  expect(result).toEqual({ status: 'stored', id: readLeadIds()[0] });
});

it('maps the server’s 400 to the messages of the failing fields', async () => {
  const bad = { ...validContact, firstName: 'A', email: 'ceo@gmail.com' };
  const direct = (await (
    await fetch(`${leadUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bad),
    })
  ).json()) as {
    errors: Record<string, string>;
  };
  const result = await createLeadClient('/api/contact', { baseUrl: leadUrl }).submit(bad);
  expect(result).toEqual({ status: 'invalid', errors: direct.errors });
  expect(Object.keys(direct.errors).sort()).toEqual(['email', 'firstName']);
  expect(readLeadIds()).toEqual([]);
});

it('a retry after a lost answer sends the same key, and the lead is stored once', async () => {
  const proxy = await startProxy(async (_request, response, forward, index) => {
    const answer = await forward();
    // The first answer never reaches the browser: the server stored the lead, the visitor saw a failure.
    if (index === 0) response.socket?.destroy();
    else await relay(response, answer);
  });
  const client = createLeadClient('/api/contact', { baseUrl: proxy.url });
  expect(await client.submit(validContact)).toEqual({ status: 'network-error' });
  const retried = await client.submit({ ...validContact });
  expect(proxy.seen).toHaveLength(2);
  expect(proxy.seen[0].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(proxy.seen[1].key).toBe(proxy.seen[0].key);
  expect(readLeadIds()).toHaveLength(1);
  expect(retried).toEqual({ status: 'stored', id: readLeadIds()[0] });
});

it('sends one request per submission however often it is submitted meanwhile; new fields get a new key', async () => {
  const proxy = await startProxy(async (_request, response, forward) => relay(response, await forward()));
  const client = createLeadClient('/api/contact', { baseUrl: proxy.url });
  const results = await Promise.all([
    client.submit(validContact),
    client.submit(validContact),
    client.submit(validContact),
  ]);
  expect(proxy.seen).toHaveLength(1);
  expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
  await client.submit({ ...validContact, message: 'A second, different message.' });
  expect(proxy.seen).toHaveLength(2);
  expect(proxy.seen[1].key).not.toBe(proxy.seen[0].key);
  expect(readLeadIds()).toHaveLength(2);
});

it('tells a server failure from no answer at all, and never writes what was typed to the console', async () => {
  const proxy = await startProxy((_request, response) => {
    response.writeHead(503, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ errors: { body: 'We could not save your message just now. Please try again in a moment.' } }),
    );
  });
  expect(await createLeadClient('/api/contact', { baseUrl: proxy.url }).submit(validContact)).toEqual({
    status: 'server-error',
    httpStatus: 503,
    message: 'We could not save your message just now. Please try again in a moment.',
  });
  const closed = await startProxy(() => undefined);
  await closers.pop()!();
  expect(await createLeadClient('/api/contact', { baseUrl: closed.url, timeoutMs: 2000 }).submit(validContact)).toEqual(
    { status: 'network-error' },
  );
  await createLeadClient('/api/contact', { baseUrl: leadUrl }).submit({ ...validContact, email: 'ceo@gmail.com' });

  expect(consoleLines.length).toBeGreaterThanOrEqual(3);
  for (const line of consoleLines) for (const value of personalValues) expect(line).not.toContain(value);
  expect(consoleLines.join('\n')).not.toContain('gmail');
});
