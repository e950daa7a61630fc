import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { buildServer } from '#scripts/build/bundle/build-server';
import { createTestDist, findFreePort, waitForExit } from '#server/leads/testing/lead-process';
import { validContact } from '#server/leads/testing/lead-test-server';

const root = join(import.meta.dirname, '..', '..');
let deployment: string;
const groups: number[] = [];
// Each npm start runs in its own process group: whatever it leaves behind is ended, even after a failure or timeout.
afterEach(() => {
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // The group has ended already, as it should.
    }
  }
});

/**
 * A deployment as `npm ci --omit=dev` leaves it: package.json, the launcher, a build (a test site with the
 * compiled server), and node_modules holding the production packages of the lockfile only, so anything
 * the server needed from a dev dependency (tsx, vite) would be missing, as it is on a server.
 */
beforeAll(async () => {
  deployment = mkdtempSync(join(tmpdir(), 'deployment-'));
  cpSync(createTestDist(), join(deployment, 'dist'), { recursive: true });
  await buildServer(join(deployment, 'dist'));
  for (const file of ['package.json', 'server/launch.js']) cpSync(join(root, file), join(deployment, file));
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  for (const [path, info] of Object.entries(lock.packages)) {
    if (info.dev || !/^node_modules\/(@[^/]+\/)?[^/]+$/.test(path) || !existsSync(join(root, path))) continue;
    mkdirSync(dirname(join(deployment, path)), { recursive: true });
    symlinkSync(join(root, path), join(deployment, path));
  }
  expect(existsSync(join(deployment, 'node_modules/fastify'))).toBe(true);
  expect(existsSync(join(deployment, 'node_modules/tsx'))).toBe(false);
}, 60_000);

/** Waits until the server at `url` answers its health check. */
const waitForHealth = (url: string) =>
  expect
    .poll(async () => (await fetch(`${url}/api/health`).catch(() => undefined))?.status, {
      timeout: 30_000,
      interval: 100,
    })
    .toBe(200);

/**
 * `npm start` in the deployment with `env`: it must serve the built site, store a lead (on the database's
 * own thread), do what `during` checks, and stop on `signal` with status 0, leaving nothing answering.
 */
async function startServeAndStop(
  env: Record<string, string>,
  signal: 'SIGTERM' | 'SIGINT',
  during?: (url: string) => Promise<void>,
) {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const npm = spawn('npm', ['start', '--silent'], {
    cwd: deployment,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LEADS_RATE_LIMIT: '0',
      AIRTABLE_TOKEN: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.push(npm.pid!);
  let output = '';
  npm.stdout!.on('data', (chunk) => (output += chunk));
  npm.stderr!.on('data', (chunk) => (output += chunk));
  await waitForHealth(url);
  expect(await (await fetch(url)).text()).toContain('<h1>Home</h1>');
  const lead = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validContact),
  });
  expect(lead.status, output).toBe(201);
  await during?.(url);

  npm.kill(signal);
  expect(await waitForExit(npm), output).toBe(0);
  // Nothing keeps answering once npm is gone.
  await expect(fetch(`${url}/api/health`)).rejects.toThrow();
}

it('npm start on a Node package.json does not promise says so, and what to install, before anything loads', () => {
  const other = mkdtempSync(join(tmpdir(), 'other-node-'));
  mkdirSync(join(other, 'server'));
  mkdirSync(join(other, 'node_modules'));
  cpSync(join(root, 'server/launch.js'), join(other, 'server/launch.js'));
  // semver is a production package, there after npm ci --omit=dev.
  symlinkSync(join(root, 'node_modules/semver'), join(other, 'node_modules/semver'));
  // This Node's own major, from a later minor (and an older major), as package.json ranges are written.
  const [major, minor] = process.versions.node.split('.').map(Number);
  const promised = `^${major - 2}.0.0 || ^${major}.${minor + 1}.0`;
  writeFileSync(join(other, 'package.json'), JSON.stringify({ type: 'module', engines: { node: promised } }));
  const started = spawnSync(process.execPath, ['server/launch.js'], { cwd: other, encoding: 'utf8' });
  expect(started.status).toBe(1);
  expect(started.stderr.trim()).toBe(
    `The server runs on Node ${promised} (package.json's engines), and this is Node ${process.versions.node}: install one of those (the newest long-term release will do), then run npm start again.`,
  );
});

it.each(['SIGTERM', 'SIGINT'] as const)(
  'npm start serves the built site and takes a lead with production dependencies alone; %s to npm stops the server',
  (signal) => startServeAndStop({ LEADS_DB: `data/${signal}.db` }, signal),
  60_000,
);

it(
  'with production dependencies alone, the compiled users CLI adds an account and prints its link, and /admin/ stays out: the editor needs the full install',
  () =>
    startServeAndStop({ LEADS_DB: 'data/admin.db' }, 'SIGTERM', async (url) => {
      expect((await fetch(`${url}/admin/sign-in`)).status).toBe(404);
      const cli = spawn(
        process.execPath,
        ['dist/.server/users-cli.js', 'add', 'ada@example.com', '--role', 'publisher'],
        {
          cwd: deployment,
          env: { ...process.env, LEADS_DB: 'data/admin.db', SITE_URL: url },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let printed = '';
      cli.stdout!.on('data', (chunk) => (printed += chunk));
      expect(await waitForExit(cli)).toBe(0);
      const link = /https?:\/\/\S+/.exec(printed)?.[0];
      expect(link, printed).toMatch(/\/admin\/set-password\?token=/);
      // The site and the lead API alone: the link answers as any address the site does not have.
      const page = await fetch(link!);
      expect(page.status).toBe(404);
    }),
  60_000,
);

it.each(['SIGTERM', 'SIGINT'] as const)(
  'npm start serves a build kept outside the project (SITE_DIST), its server finding the packages in the project; %s stops it',
  async (signal) => {
    // Under the system's temporary folder: no node_modules above it.
    const elsewhere = mkdtempSync(join(tmpdir(), 'site-dist-'));
    cpSync(join(deployment, 'dist'), elsewhere, { recursive: true });
    await startServeAndStop({ SITE_DIST: elsewhere, LEADS_DB: join(elsewhere, 'leads.db') }, signal);
    expect(readFileSync(join(elsewhere, 'leads.db')).length).toBeGreaterThan(0);
  },
  60_000,
);

/** The processes whose parent is `pid` (Linux: /proc), as numbers. */
const childrenOf = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );

/** Whether a process still runs: a zombie (dead, waiting for its parent to read its status) does not. */
function isRunning(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** Whether something accepts connections on the port. */
const isListening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => resolve(true))
      .once('error', () => resolve(false));
    socket.setTimeout(500, () => resolve(true)).unref();
  });

it.each(['the launcher’s process group', 'the launcher alone'] as const)(
  'the server of a build kept outside the project (SITE_DIST) dies with its launcher: SIGKILL to %s leaves no server and frees the port within a second',
  async (target) => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'site-dist-'));
    cpSync(join(deployment, 'dist'), elsewhere, { recursive: true });
    const port = await findFreePort();
    // As a supervisor starts it: the launcher leads a process group of its own.
    const launcher = spawn(process.execPath, ['server/launch.js'], {
      cwd: deployment,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_DIST: elsewhere,
        LEADS_DB: join(elsewhere, 'leads.db'),
        AIRTABLE_TOKEN: '',
      },
      stdio: 'ignore',
    });
    groups.push(launcher.pid!);
    await waitForHealth(`http://127.0.0.1:${port}`);
    // The launcher runs the server in a child process, which finds its packages in the project's.
    const [server] = childrenOf(launcher.pid!);
    expect(server).toBeGreaterThan(0);

    const killed = performance.now();
    process.kill(target === 'the launcher alone' ? launcher.pid! : -launcher.pid!, 'SIGKILL');
    // The port is polled too: a process shows as dead once its main thread is, a little before its other
    // threads let go of its files.
    await expect
      .poll(async () => isRunning(server) || (await isListening(port)), { timeout: 5_000, interval: 20 })
      .toBe(false);
    // Generous for a busy machine: an orphaned server kept the port for good.
    expect(performance.now() - killed).toBeLessThan(1_000);
  },
  60_000,
);
