import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { loadWithAutocannon, type Load } from './measure/load-with-autocannon';
import { startProcess } from './measure/start-process';
import { createLeadBenchDist } from './create-lead-bench-dist';
import { projectRoot } from '../cli/project-root';

/**
 * autocannon on loopback against POST /api/contact (valid, distinct bodies, rate limit off, embedded
 * store), and in the same run two empty routes: one in this project's server (same logger, hooks and
 * plugins), one in a bare Fastify (the ceiling). Checks that the stored rows equal the 201s.
 */
const CEILING_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
app.post('/empty', async () => ({}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * Two ways to load the server: as many visitors each waiting for their answer, and fewer connections
 * each with several requests in flight (as Fastify's own benchmarks do), which costs the load
 * generator, sharing the machine's cores, less per request.
 */
const PROFILES = [
  { name: '64 connections', connections: 64, pipelining: 1 },
  { name: '8 connections × 5 pipelined', connections: 8, pipelining: 5 },
];

const post = (url: string, body: (index: number) => string, amount: number, profile: (typeof PROFILES)[number]) =>
  loadWithAutocannon({
    url,
    amount,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: profile.connections,
    pipelining: profile.pipelining,
  });

export async function benchLeads(amount = 40_000): Promise<string> {
  const dir = createLeadBenchDist('bench-leads-');
  const db = join(dir, 'leads.db');
  const serverLog = join(dir, 'server.log');
  const server = await startProcess(
    ['--import', 'tsx', 'server/start.ts'],
    { SITE_DIST: dir, LEADS_DB: db, LEADS_RATE_LIMIT: '0', PORT: '4391', HOST: '127.0.0.1', AIRTABLE_TOKEN: '' },
    'http://127.0.0.1:4391/api/health',
    serverLog,
  );
  const ceilingFile = join(projectRoot, '.bench-ceiling.mjs');
  writeFileSync(ceilingFile, CEILING_SERVER);
  const ceiling = await startProcess(
    [ceilingFile],
    { PORT: '4392' },
    'http://127.0.0.1:4392/',
    join(dir, 'ceiling.log'),
  );
  const own = await startProcess(
    ['--import', 'tsx', 'server/testing/bench-empty-server.ts'],
    { SITE_DIST: dir, PORT: '4393' },
    'http://127.0.0.1:4393/',
    join(dir, 'own.log'),
  );
  try {
    const contact = (index: number) =>
      JSON.stringify({
        firstName: 'Bench',
        lastName: `Lead${index}`,
        email: `lead${index}@company.example`,
        phone: '5551234567',
        countryCode: '+1',
        company: 'Bench Co',
        employees: 5,
        message: `Benchmark lead number ${index}, please ignore.`,
      });
    const runs = [];
    for (const profile of PROFILES) {
      runs.push({
        profile,
        leads: await post('http://127.0.0.1:4391/api/contact', contact, amount, profile),
        own: await post('http://127.0.0.1:4393/api/empty', () => '{}', amount, profile),
        empty: await post('http://127.0.0.1:4392/empty', () => '{}', amount, profile),
      });
    }
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    // The 201s as the server sent them (its "lead stored" lines) must all be stored; the client's
    // count may be a few short, as a pipelining client stops with some answers still on their way.
    const received = runs.reduce((sum, run) => sum + run.leads.result['2xx'], 0);
    const created = readFileSync(serverLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"msg":"lead stored"')).length;
    const reader = new Database(db, { readonly: true });
    const stored = (reader.prepare('select count(*) as n from leads').get() as { n: number }).n;
    reader.close();
    const row = (route: string, { result, seconds }: Load) =>
      `| ${route} | ${Math.round(result['2xx'] / seconds).toLocaleString('en-US')} | ${seconds.toFixed(2)} s | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx + result.errors} |`;
    return [
      `| load | route | 2xx/s | ${amount.toLocaleString('en-US')} requests took | p50 | p99 | non-2xx + errors |`,
      `| --- | --- | ---: | ---: | ---: | ---: | ---: |`,
      ...runs.flatMap(({ profile, leads, own, empty }) => [
        `| ${profile.name} ${row('POST /api/contact (SQLite, synchronous=FULL, group commit)', leads)}`,
        `| ${profile.name} ${row('POST /api/empty (this server: same logger, hooks and plugins, no work)', own)}`,
        `| ${profile.name} ${row('POST /empty (bare Fastify, the ceiling)', empty)}`,
      ]),
      '',
      `Stored rows: ${stored.toLocaleString('en-US')}; 201s sent by the server: ${created.toLocaleString('en-US')}; received by autocannon: ${received.toLocaleString('en-US')} ${stored === created && received <= created ? '✓' : '✗ MISMATCH'}`,
    ].join('\n');
  } finally {
    server.kill('SIGKILL');
    ceiling.kill('SIGKILL');
    own.kill('SIGKILL');
    (await import('node:fs')).rmSync(ceilingFile, { force: true });
  }
}
