import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { SERVER_SETTINGS_FILE } from '#site/routes/server-settings-file';
import { testLeadSettings } from './lead-test-server';

const root = join(import.meta.dirname, '..', '..', '..');

/** A minimal built site for the real server process: the settings it reads and a not-found page. */
export function createTestDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, SERVER_SETTINGS_FILE), JSON.stringify({ leads: testLeadSettings, routes: ['/'] }));
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, '404.html'), '<h1>Page Not Found</h1>');
  return dist;
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts `server/start.ts` as `npm start` runs it, on a port the system chooses (PORT=0, read from the
 * server's "listening" line: a port probed free beforehand can be taken by someone else's test before the
 * server binds it), and waits until it answers its health check. No deadline of its own: on a busy
 * machine loading the server from source can take many seconds (a fixed 10 s made the tests that start
 * two at once flaky); a server that never starts is the test's timeout, one that exits is an error at once.
 */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LEADS_RATE_LIMIT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:[0-9]+)/.exec(output);
      if (listening) resolve(listening[1]);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => reject(new Error(`server exited: ${output}`)));
  });
  const health = await fetch(`${url}/api/health`).catch((error: Error) => error);
  if (health instanceof Error || !health.ok) {
    child.kill('SIGKILL');
    throw new Error(`server did not answer its health check: ${output}`);
  }
  return { child, url, output: () => output };
}

export function waitForExit(child: ChildProcess): Promise<number | null> {
  const done = child.exitCode !== null || child.signalCode !== null;
  return done ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Waits until the outbox the servers share is empty, then stops them with SIGTERM; their exit codes. */
export async function stopWhenForwarded(
  servers: Array<{ child: ChildProcess; url: string }>,
): Promise<Array<number | null>> {
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${servers[0].url}/api/health`)).json()) as { outbox: { pending: number } }).outbox
          .pending,
      { timeout: 30_000, interval: 200 },
    )
    .toBe(0);
  for (const server of servers) server.child.kill('SIGTERM');
  return Promise.all(servers.map((server) => waitForExit(server.child)));
}
