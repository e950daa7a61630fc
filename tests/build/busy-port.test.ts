import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDist } from '#server/leads/testing/lead-process';

const root = join(import.meta.dirname, '..', '..');
let busy: Server;
let port: number;

beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  port = (busy.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => busy.close(() => resolve())));

it('npm start on a busy port says the port is busy and how to pick another with PORT=, without a stack trace, and exits 1', () => {
  const dist = createTestDist();
  const data = mkdtempSync(join(tmpdir(), 'busy-port-'));
  // server/launch.js runs the compiled server in its own process; this is that server, from source.
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_DIST: dist, LEADS_DB: join(data, 'leads.db') },
    timeout: 60_000,
  });
  rmSync(dist, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe(
    `Port ${port} is busy: another program (another npm start?) is listening on it. Stop that program, or pick another port: PORT=${port + 1} npm start`,
  );
  expect(result.stdout).not.toMatch(/EADDRINUSE|\n\s+at /);
});
