import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { SERVER_SETTINGS_FILE } from '../../../src/site/routes/server-settings-file';
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

/** Starts `server/start.ts` as `npm start` runs it, and waits until it answers its health check. */
export async function startServerProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await findFreePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LEADS_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
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
