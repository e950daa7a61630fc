import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { LeadSettings } from '../src/generated/site-types';
import { SERVER_SETTINGS_FILE } from '../src/site/server-settings-file';
import { createServer } from './create-server';
import { openSqliteStore } from './leads/sqlite-store';

const root = join(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const builtPage = join(distDir, 'index.html');

/** Builds first when there is no build yet, or the manifest changed since the last one. */
function needsBuild(): boolean {
  if (!existsSync(builtPage)) return true;
  const manifest = join(root, 'site.yaml');
  return existsSync(manifest) && statSync(manifest).mtimeMs > statSync(builtPage).mtimeMs;
}

if (needsBuild()) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { leads: settings } = JSON.parse(readFileSync(join(distDir, SERVER_SETTINGS_FILE), 'utf8')) as { leads: Required<LeadSettings> };
const store = openSqliteStore(resolve(root, process.env.LEADS_DB ?? 'data/leads.db'));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '0.0.0.0';
const app = await createServer({
  distDir,
  logger: true,
  trustProxy: /^(1|true|yes)$/i.test(process.env.TRUST_PROXY ?? ''),
  leads: { store, settings, rateLimitPerMinute: Number(process.env.LEADS_RATE_LIMIT ?? 10) },
});
app.addHook('onClose', () => store.close());
await app.listen({ port, host });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Finish the requests in flight, then close the store (after its last commit), then exit.
    app.close().then(() => process.exit(0));
  });
}
