import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LeadSettings } from '../src/generated/site-types';
import { SERVER_SETTINGS_FILE } from '../src/site/routes/server-settings-file';
import { createServer } from './create-server';
import { createForwarder } from './leads/forwarding/forwarder';
import { openLeadStore } from './leads/store/open-lead-store';

/**
 * The lead and site server. `npm start` runs it compiled (dist/.server/start.js, see server/launch.js),
 * tests from source; either way from the project folder, which relative paths (LEADS_DB) start from.
 */
const root = process.cwd();
/** SITE_DIST serves a build made elsewhere; by default the project's dist/. */
const distDir = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : join(root, 'dist');

/** A whole-number environment variable, or exit with a message saying what it must be. */
function readWholeNumber(name: string, fallback: string, meaning: string, least = 0): number {
  const value = process.env[name] ?? fallback;
  if (!/^[0-9]+$/.test(value) || Number(value) < least) {
    console.error(`${name} must be ${meaning}, not "${value}".`);
    process.exit(1);
  }
  return Number(value);
}

/** A yes/no environment variable: 1, true or yes. */
function isSet(value: string | undefined): boolean {
  return /^(1|true|yes)$/i.test(value ?? '');
}

const { leads: settings } = JSON.parse(readFileSync(join(distDir, SERVER_SETTINGS_FILE), 'utf8')) as {
  leads: Required<LeadSettings>;
};
const store = await openLeadStore(process.env, root, {
  // The database thread died and would not come back: nothing can be saved, so exit with an error and
  // let the supervisor start a fresh process.
  onFatal: (error) => {
    console.error(`${error.message} Exiting.`);
    process.exit(1);
  },
}).catch((error: Error) => {
  // A setting to fix, not a crash: the message alone.
  console.error(error.message);
  process.exit(1);
});
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
        requestTimeoutMs:
          1000 * readWholeNumber('AIRTABLE_TIMEOUT_SECONDS', '30', 'a whole number of seconds, at least 1', 1),
        log: {
          info: (message: string) => app.log.info(message),
          warn: (message: string) => app.log.warn(message),
          error: (message: string) => app.log.error(message),
        },
      })
    : undefined;
const app = await createServer({
  distDir,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: isSet(process.env.TRUST_PROXY),
  logRequests: isSet(process.env.LOG_REQUESTS),
  leads: {
    store,
    settings,
    rateLimitPerMinute: readWholeNumber(
      'LEADS_RATE_LIMIT',
      '10',
      'a whole number of requests per minute (0 turns the limit off)',
    ),
    forwarding: forwarder?.state,
  },
});
app.addHook('onClose', async () => {
  await forwarder?.stop();
  await store.close();
});
await app.listen({ port, host }).catch(async (error: NodeJS.ErrnoException) => {
  // A port taken by another program, or one this user may not open, is a setting to change: said plainly, no stack.
  if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is busy: another program (another npm start?) is listening on it. Stop that program, or pick another port: PORT=${port === 65535 ? 4174 : port + 1} npm start`
      : `Port ${port} may not be opened by this user (ports below 1024 need privileges): pick another port, e.g. PORT=4173 npm start`,
  );
  await store.close();
  process.exit(1);
});
forwarder?.start();

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Finish the requests in flight, then close the store (after its last commit), then exit. Kept-alive
    // connections are closed as soon as they fall idle; after 10 s whatever is left is cut.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => app.server.closeAllConnections(), 10_000);
    app.close().then(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      process.exit(0);
    });
  });
}
