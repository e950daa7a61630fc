import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from './start-process';

/**
 * Serves the built site in `distDir` with what `npm start` runs, on a free-looking port and a throw-away
 * lead store, and says where; `stop` ends the server and removes the store.
 */
export async function serveBuiltSite(distDir: string): Promise<{ origin: string; stop: () => void }> {
  const work = mkdtempSync(join(tmpdir(), 'bench-serve-'));
  const port = 4300 + Math.floor(Math.random() * 600);
  const origin = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    ['server/launch.js'],
    { SITE_DIST: distDir, PORT: String(port), HOST: '127.0.0.1', LEADS_DB: join(work, 'leads.db'), LOG_LEVEL: 'warn' },
    `${origin}/`,
    join(work, 'server.log'),
  );
  return {
    origin,
    stop: () => {
      server.kill();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
