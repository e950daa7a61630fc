import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from './create-server';

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

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '0.0.0.0';
const app = await createServer({ distDir, logger: true });
await app.listen({ port, host });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    // Finish the requests in flight, then exit.
    app.close().then(() => process.exit(0));
  });
}
