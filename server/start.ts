import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LeadSettings } from '../src/generated/site-types';
import { SERVER_SETTINGS_FILE } from '../src/site/routes/server-settings-file';
import { createAccounts } from './accounts/logic/create-accounts';
import { openAccountStore } from './accounts/store/open-account-store';
import { createServer } from './create-server';
import { createForwarder } from './leads/forwarding/forwarder';
import { openLeadStore } from './leads/store/open-lead-store';
import type { FastifyInstance } from 'fastify';
import type { AdminAccess } from './accounts/routes/register-accounts';
import { loadAdminEditor } from './load-admin-editor';
import { readTrustProxy } from './read-trust-proxy';
import { createSiteDirReader } from './read-site-dir';
import { exitWhenWritten } from './exit-when-written';
import { startHealthThread, type HealthThread } from './health/start-health-thread';
import { readHealth } from './health/read-health';

/**
 * The lead and site server. `npm start` runs it compiled (dist/.server/start.js, see server/launch.js),
 * tests from source; either way from the project folder, which relative paths (LEADS_DB) start from.
 */
const root = process.cwd();
/** SITE_DIST serves a build made elsewhere; by default the project's dist/. */
const distDir = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : join(root, 'dist');
/** The releases the editor publishes (see docs/publishing.md); once there is one, it is served instead of distDir. */
const releasesDir = resolve(root, process.env.RELEASES_DIR ?? 'data/releases');
const readSiteDir = createSiteDirReader(distDir, releasesDir);

/** A whole-number environment variable; one that is not throws, saying what it must be. */
function readWholeNumber(name: string, fallback: string, meaning: string, least = 0): number {
  const value = process.env[name] ?? fallback;
  if (!/^[0-9]+$/.test(value) || Number(value) < least) throw new Error(`${name} must be ${meaning}, not "${value}".`);
  return Number(value);
}

/** A setting to fix or a store that cannot be opened is not a crash: the message alone, then exit. */
const exitWithMessage = (error: Error): Promise<never> => {
  console.error(error.message);
  return exitWhenWritten(1);
};

/** A yes/no environment variable: 1, true or yes. */
function isSet(value: string | undefined): boolean {
  return /^(1|true|yes)$/i.test(value ?? '');
}

interface ServerSettings {
  leads: Required<LeadSettings>;
  routes?: string[];
}
const readServerSettings = (siteDir: string) =>
  JSON.parse(readFileSync(join(siteDir, SERVER_SETTINGS_FILE), 'utf8')) as ServerSettings;
const { leads: settings, routes } = readServerSettings(readSiteDir());
if (routes === undefined) {
  console.error(
    `The build in ${readSiteDir()} is older than this server and does not list its routes, which the contact form may name: build it again (npm run build).`,
  );
  await exitWhenWritten(1);
}
/** The routes of the release being served, read again when a publish or a rollback switches it. */
let knownRoutes = { siteDir: readSiteDir(), routes: new Set(routes) };
const readKnownRoutes = () => {
  const siteDir = readSiteDir();
  if (siteDir !== knownRoutes.siteDir) knownRoutes = { siteDir, routes: new Set(readServerSettings(siteDir).routes) };
  return knownRoutes.routes;
};
/** Seconds from a whole-number environment variable, as milliseconds. */
const readSeconds = (name: string, fallback: string, least = 1) =>
  1000 * readWholeNumber(name, fallback, `a whole number of seconds, at least ${least}`, least);
/** What the environment sets, read before anything is opened: a wrong value ends the server with what it must be. */
const limits = await Promise.resolve()
  .then(() => ({
    trustProxy: readTrustProxy(process.env.TRUST_PROXY),
    forwardTimeoutMs: readSeconds('AIRTABLE_TIMEOUT_SECONDS', '30'),
    // A client that sends its request slowly, or opens a connection and sends nothing, holds a socket: each
    // is cut once over its time, so slow clients cannot use up the server's connections. A lead's 48 KB at
    // most takes well under 30 s even on a poor mobile connection. The keep-alive wait is longer than a
    // proxy's or load balancer's own (60 s for most), so the server never closes a connection the proxy
    // is about to reuse.
    timeouts: {
      requestMs: readSeconds('REQUEST_TIMEOUT_SECONDS', '30'),
      headersMs: readSeconds('HEADERS_TIMEOUT_SECONDS', '10'),
      idleMs: readSeconds('IDLE_TIMEOUT_SECONDS', '30'),
      keepAliveMs: readSeconds('KEEP_ALIVE_TIMEOUT_SECONDS', '72'),
    },
    rateLimitPerMinute: readWholeNumber(
      'LEADS_RATE_LIMIT',
      '10',
      'a whole number of requests per minute (0 turns the limit off)',
    ),
    healthPort: process.env.HEALTH_PORT
      ? readWholeNumber('HEALTH_PORT', '', 'a port number for the health check, e.g. 4180', 1)
      : undefined,
  }))
  .catch(exitWithMessage);
const { trustProxy } = limits;
/** Where the stores report a lost database connection: standard error until the server's logger exists. */
let reportConnectionLost = (message: string) => console.error(message);
/** How a store tells of trouble with its database; `meanwhile` says what the lost connection means for visitors. */
const watchStore = (name: string, meanwhile: string) => ({
  onConnectionLost: (error: Error) =>
    reportConnectionLost(
      `the ${name} dropped a connection (${error.message}); a new one is opened when needed${meanwhile}`,
    ),
  // The database thread died and would not come back: nothing can be saved, so exit with an error and
  // let the supervisor start a fresh process.
  onFatal: (error: Error) => void exitWithMessage(new Error(`${error.message} Exiting.`)),
});
const store = await openLeadStore(
  process.env,
  root,
  watchStore('lead database', ', and leads are answered 503 until the database is back'),
).catch(exitWithMessage);
// The accounts, in the same database: /admin/ exists once `npm run users -- add` has made one.
const accountStore = await openAccountStore(process.env, root, watchStore('accounts database', '')).catch(
  exitWithMessage,
);
const accounts = createAccounts({ store: accountStore });
// The editor under /admin/ (with the full install only), behind the accounts' guard.
const mountEditor = await loadAdminEditor(root);
let prepareEditor: (() => Promise<unknown>) | undefined;
const mount = async (app: FastifyInstance, access: AdminAccess) => {
  if (typeof mountEditor === 'string') return;
  ({ prepare: prepareEditor } = await mountEditor(app, access, {
    root,
    releasesDir,
    distDir,
    record: (email, action, detail) => accounts.record(email, action, detail),
  }));
};
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '0.0.0.0';
// Forwarding starts only with both credentials; until then leads wait in the store, and everything
// pending is sent once they are set. It logs through the server's logger once the server is running.
const { AIRTABLE_TOKEN: token, AIRTABLE_BASE_ID: baseId } = process.env;
const forwarder =
  token && baseId
    ? createForwarder({
        store,
        token,
        baseId,
        apiUrl: process.env.AIRTABLE_API_URL ?? 'https://api.airtable.com',
        settings,
        requestTimeoutMs: limits.forwardTimeoutMs,
        log: {
          info: (message: string) => app.log.info(message),
          warn: (message: string) => app.log.warn(message),
          error: (message: string) => app.log.error(message),
        },
      })
    : undefined;
const app = await createServer({
  distDir,
  releasesDir,
  // Standard output itself, not the logger's own writer, whose line in progress at exit was lost with a slow
  // reader: the shutdown below waits until standard output has taken every line.
  logger: { level: process.env.LOG_LEVEL ?? 'info', stream: process.stdout },
  trustProxy: trustProxy.trust,
  logRequests: isSet(process.env.LOG_REQUESTS),
  timeouts: limits.timeouts,
  leads: {
    store,
    settings,
    routes: readKnownRoutes,
    rateLimitPerMinute: limits.rateLimitPerMinute,
    forwarding: forwarder?.state,
  },
  admin: typeof mountEditor === 'string' ? undefined : { accounts, mount },
  // Past capacity, a quick 503 rather than a slow answer for everyone (0 turns it off).
  shedLoad: (() => {
    const maxEventLoopDelayMs = readWholeNumber(
      'SHED_LOAD_DELAY_MS',
      '100',
      'a whole number of milliseconds of event loop delay (0 turns shedding off)',
    );
    // Far more than a browser (six connections at most) or a test run's workers open, and few enough that
    // the leads waiting for the store are answered within a tenth of a second.
    const crowd = readWholeNumber('SHED_LOAD_CROWD', '256', 'a whole number of requests or connections', 1);
    return maxEventLoopDelayMs > 0 ? { maxEventLoopDelayMs, crowd, retryAfterSeconds: 5 } : undefined;
  })(),
});
reportConnectionLost = (message) => app.log.warn(message);
/** HEALTH_PORT: GET /api/health on a port and a thread of its own, answered at once however busy the server is. */
let healthThread: HealthThread | undefined;
app.addHook('onClose', async () => {
  await healthThread?.stop();
  await forwarder?.stop();
  await store.close();
  await accountStore.close();
});
if (trustProxy.warning) app.log.warn(trustProxy.warning);
await app.listen({ port, host }).catch(async (error: NodeJS.ErrnoException) => {
  // A port taken by another program, or one this user may not open, is a setting to change: said plainly, no stack.
  if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is busy: another program (another npm start?) is listening on it. Stop that program, or pick another port: PORT=${port === 65535 ? 4174 : port + 1} npm start`
      : `Port ${port} may not be opened by this user (ports below 1024 need privileges): pick another port, e.g. PORT=4173 npm start`,
  );
  await store.close();
  await accountStore.close();
  return exitWhenWritten(1);
});
forwarder?.start();
if (limits.healthPort !== undefined) {
  healthThread = await startHealthThread({
    port: limits.healthPort,
    host,
    readHealth: () => readHealth(store, forwarder?.state),
  }).catch(exitWithMessage);
  app.log.info(`the health check answers on ${host}:${healthThread.port}/api/health, on a thread of its own`);
}
if (await accounts.hasAccounts()) {
  // Someone will sign in: the editor's app is built and its drafts recovered now, not at their first visit.
  if (prepareEditor) void prepareEditor().catch(() => {});
  else if (typeof mountEditor === 'string') app.log.warn(mountEditor);
}

let stopping = false;
/**
 * Finish the requests in flight, then close the store (after its last commit), then exit. Kept-alive
 * connections are closed as soon as they fall idle; after 10 s whatever is left is cut. Once only: a
 * Ctrl-C reaches the server both directly and through server/launch.js, and a second signal must not
 * kill it halfway through.
 */
const stop = () => {
  if (stopping) return;
  stopping = true;
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => app.server.closeAllConnections(), 10_000);
  app.close().then(() => {
    clearInterval(sweep);
    clearTimeout(deadline);
    // Once everything written before it is out, the last log lines included.
    void exitWhenWritten(0);
  });
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
