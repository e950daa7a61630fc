import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createLeadBenchDist } from './create-lead-bench-dist';
import { startProcess } from './measure/start-process';

const CONNECTIONS = 3000;
const LOAD_SECONDS = 20;
/** The crowd has connected and the server has taken a second's measure of its loop before health is asked. */
const SETTLE_SECONDS = 5;
const PROBE_SECONDS = 12;

const autocannon = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const BODY = JSON.stringify({
  firstName: 'Bench',
  lastName: 'Crowd',
  email: 'crowd@company.example',
  phone: '5551234567',
  countryCode: '+1',
  company: 'Bench Co',
  employees: 5,
  message: 'Benchmark lead sent by a crowd, please ignore.',
});

interface AutocannonReport {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  requests: { total: number };
  latency: { p50: number; p99: number; max: number };
}

/** One GET, timed from sending to the answer's last byte; a status, or the error's code. */
function timeGet(url: string, agent: Agent | false): Promise<{ ms: number; status: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - started, status: String(response.statusCode) }));
    });
    request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ms: performance.now() - started, status: error.code ?? error.message }),
    );
  });
}

const quantile = (sorted: number[], share: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]);

function describeProbe(name: string, answers: Array<{ ms: number; status: string }>): string {
  const sorted = answers.map(({ ms }) => ms).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const counted = [...statuses].map(([status, times]) => `${times}× ${status}`).join(', ');
  return `| ${name} | ${answers.length} | ${quantile(sorted, 0.5)} ms | ${quantile(sorted, 0.9)} ms | ${quantile(sorted, 0.99)} ms | ${Math.round(sorted.at(-1) ?? 0)} ms | ${counted} |`;
}

/**
 * One run: the server as npm start runs it (with `env` on top), 3,000 autocannon connections posting leads
 * from a process of their own for 20 s, and meanwhile, from this process (whose loop has nothing else to
 * do), GET /api/health every 100 ms: on a connection opened before the load (a proxy's kept-alive one) and
 * on a new connection each time (a load balancer's check).
 */
async function loadOnce(port: number, env: Record<string, string>) {
  const dir = createLeadBenchDist('bench-overload-');
  const db = join(dir, 'leads.db');
  const base = `http://127.0.0.1:${port}`;
  const healthPort = port + 100;
  const server = await startProcess(
    ['--import', 'tsx', 'server/start.ts'],
    {
      SITE_DIST: dir,
      LEADS_DB: db,
      LEADS_RATE_LIMIT: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      HEALTH_PORT: String(healthPort),
      ...env,
    },
    `http://127.0.0.1:${healthPort}/api/health`,
    join(dir, 'server.log'),
  );
  const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
  const keptAliveThread = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await timeGet(`${base}/api/health`, keptAlive);
    await timeGet(`http://127.0.0.1:${healthPort}/api/health`, keptAliveThread);
    let report = '';
    const load = spawn(
      process.execPath,
      [
        autocannon,
        ...['--connections', String(CONNECTIONS), '--duration', String(LOAD_SECONDS), '--json'],
        ...['--method', 'POST', '--headers', 'content-type=application/json', '--body', BODY, `${base}/api/contact`],
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    load.stdout.on('data', (chunk: Buffer) => (report += chunk));
    const ended = new Promise((resolve) => load.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    const until = performance.now() + PROBE_SECONDS * 1000;
    // Each way asks on its own: a new connection waiting long to be accepted holds up none of the others.
    const probe = async (agent: Agent | false, url = `${base}/api/health`) => {
      const answers = [];
      while (performance.now() < until) {
        answers.push(await timeGet(url, agent));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return answers;
    };
    const threadUrl = `http://127.0.0.1:${healthPort}/api/health`;
    const [kept, fresh, threadKept, threadFresh] = await Promise.all([
      probe(keptAlive),
      probe(false),
      probe(keptAliveThread, threadUrl),
      probe(false, threadUrl),
    ]);
    await ended;
    const crowd = JSON.parse(report) as AutocannonReport;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const reader = new Database(db, { readonly: true });
    const stored = (reader.prepare('select count(*) as n from leads').get() as { n: number }).n;
    reader.close();
    return { crowd, kept, fresh, threadKept, threadFresh, stored };
  } finally {
    keptAlive.destroy();
    keptAliveThread.destroy();
    server.kill('SIGKILL');
  }
}

/**
 * `npm run bench -- --only=overload`: the server past its capacity, shedding at its defaults, then the same
 * load with shedding off (SHED_LOAD_DELAY_MS=0), in the same run. Issue 44's goal: health within 100 ms, which the
 * health thread (HEALTH_PORT) gives; the server's own port is measured beside it.
 */
export async function benchOverload(): Promise<string> {
  const runs = [
    { name: 'shedding (defaults)', ...(await loadOnce(4394, {})) },
    { name: 'shedding off', ...(await loadOnce(4395, { SHED_LOAD_DELAY_MS: '0' })) },
  ];
  const count = (value: number) => value.toLocaleString('en-US');
  return [
    `${count(CONNECTIONS)} autocannon connections posting leads for ${LOAD_SECONDS} s (a process of their own); GET /api/health every 100 ms for ${PROBE_SECONDS} s from ${SETTLE_SECONDS} s in.`,
    '',
    '| server | requests | 201 | other answers (503) | errors (timeouts) | p50 | p99 | max | stored rows |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(
      ({ name, crowd, stored }) =>
        `| ${name} | ${count(crowd.requests.total)} | ${count(crowd['2xx'])} | ${count(crowd.non2xx)} | ${count(crowd.errors)} (${count(crowd.timeouts)}) | ${crowd.latency.p50} ms | ${crowd.latency.p99} ms | ${crowd.latency.max} ms | ${count(stored)} ${stored >= crowd['2xx'] ? '✓' : '✗ fewer than the 201s'} |`,
    ),
    '',
    '| health check | asked | p50 | p90 | p99 | max | answers |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...runs.flatMap(({ name, kept, fresh, threadKept, threadFresh }) => [
      describeProbe(`${name}, kept-alive connection`, kept),
      describeProbe(`${name}, new connection each time`, fresh),
      describeProbe(`${name}, HEALTH_PORT (its own thread), kept-alive`, threadKept),
      describeProbe(`${name}, HEALTH_PORT (its own thread), new connection each time`, threadFresh),
    ]),
  ].join('\n');
}
