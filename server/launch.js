// `npm start`. Plain JavaScript, so it runs with production dependencies alone (`npm ci --omit=dev`).
// It builds first when a checkout has no complete build, or the manifest changed since the last one (that
// needs the dev dependencies), then runs the compiled server in this very process: a SIGTERM or SIGINT
// sent to it (npm passes them on) stops the server, with nothing left running behind it.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
// SITE_DIST serves a build made elsewhere, and is never rebuilt here.
const distDir = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : join(root, 'dist');
const server = join(distDir, '.server', 'start.js');

function complete() {
  return existsSync(join(distDir, 'index.html')) && existsSync(server);
}

function needsBuild() {
  if (process.env.SITE_DIST) return false;
  // A build from before the compiled server lacks it: rebuild rather than fail on it below.
  if (!complete()) return true;
  const manifest = join(root, 'site.yaml');
  return existsSync(manifest) && statSync(manifest).mtimeMs > statSync(join(distDir, 'index.html')).mtimeMs;
}

if (needsBuild()) {
  if (existsSync(join(root, 'node_modules', 'tsx'))) {
    const build = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else if (complete()) {
    console.warn(
      'site.yaml is newer than the build, which cannot be rebuilt without the dev dependencies: serving the build as it is.',
    );
  }
}

if (!complete()) {
  console.error(
    `There is no complete build in ${distDir}, and building needs the dev dependencies: run \`npm ci && npm run build\` first (or set SITE_DIST to a build).`,
  );
  process.exit(1);
}
process.chdir(root);
await import(pathToFileURL(server).href);
