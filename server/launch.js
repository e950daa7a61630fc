// `npm start`. Plain JavaScript, so it runs with production dependencies alone (`npm ci --omit=dev`).
// It builds first when a checkout has no complete build, or the manifest changed since the last one (that
// needs the dev dependencies), then runs the compiled server in this very process: a SIGTERM or SIGINT
// sent to it (npm passes them on) stops the server, with nothing left running behind it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// From the module's URL: import.meta.dirname is Node 20.11's, and an older Node must get the message below.
const root = fileURLToPath(new URL('..', import.meta.url));

// The Nodes package.json promises (`engines`), checked before anything loads: on another the server's
// packages fail deep in its start (ERR_REQUIRE_ESM before 20.19 and 22.12), and npm had only warned.
const promised = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines?.node;
const semver = createRequire(import.meta.url)('semver');
if (promised !== undefined && !semver.satisfies(process.versions.node, promised)) {
  console.error(
    `The server runs on Node ${promised} (package.json's engines), and this is Node ${process.versions.node}: install one of those (the newest long-term release will do), then run npm start again.`,
  );
  process.exit(1);
}
// SITE_DIST serves a build made elsewhere, and is never rebuilt here.
const distDir = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : join(root, 'dist');
const server = join(distDir, '.server', 'start.js');
// The releases the editor publishes (src/site/routes/release-layout.ts): once one is current, the server
// serves it, and the site in dist/ matters only for the server's own code.
const releasesDir = resolve(root, process.env.RELEASES_DIR ?? 'data/releases');

function complete() {
  return existsSync(join(distDir, 'index.html')) && existsSync(server);
}

function needsBuild() {
  if (process.env.SITE_DIST) return false;
  // A build from before the compiled server lacks it: rebuild rather than fail on it below.
  if (!complete()) return true;
  // After a publish, site.yaml is newer than dist/ but served from its release: nothing to rebuild.
  if (existsSync(join(releasesDir, 'current', 'index.html'))) return false;
  const manifest = join(root, 'site.yaml');
  return existsSync(manifest) && statSync(manifest).mtimeMs > statSync(join(distDir, 'index.html')).mtimeMs;
}

if (needsBuild()) {
  if (existsSync(join(root, 'node_modules', 'tsx'))) {
    const build = spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), join(root, 'scripts/build.ts')], {
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

/**
 * The compiled server imports its packages (fastify, better-sqlite3, …) by name, which Node looks for in
 * the node_modules folders above the server's own file. A build elsewhere (SITE_DIST outside the project)
 * has none, so the server is run with a resolve hook that looks for what it cannot find there in this
 * project's node_modules. The hook has to be given on the command line (`--import`): only then does the
 * database's worker thread get it too. So this process starts the server in a child process, passes it
 * the signals it gets and exits as the child does. The child stays in this process's group, so a
 * supervisor that kills the group (SIGKILL after its stop timeout) kills the server too, and the port is
 * free for the restart; and it stops by itself when this process is gone however it ended (see below).
 */
function findsItsPackages() {
  try {
    createRequire(server).resolve('fastify');
    return true;
  } catch {
    return false;
  }
}

// With the full install, the editor's sources (TypeScript) can be loaded at /admin/ (server/load-admin-editor.ts).
if (existsSync(join(root, 'node_modules', 'tsx'))) (await import('tsx/esm/api')).register();

if (findsItsPackages() || process.env.SITE_PACKAGES_HOOKED) {
  // Started by the launcher below: its channel closes when the launcher dies (even by SIGKILL, alone), and
  // the server then stops as at a SIGTERM rather than live on, orphaned, holding the port.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  }
  await import(pathToFileURL(server).href);
} else {
  const hooks = `let project;
export function initialize(data) { project = data; }
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || /^(\\.|\\/|[a-z]+:)/.test(specifier)) throw error;
    return next(specifier, { ...context, parentURL: project });
  }
}`;
  const asModule = (source) => `data:text/javascript,${encodeURIComponent(source)}`;
  const registration = `import { register } from 'node:module';
register(${JSON.stringify(asModule(hooks))}, { data: ${JSON.stringify(import.meta.url)} });`;
  const child = spawn(process.execPath, ['--import', asModule(registration), import.meta.filename], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, SITE_PACKAGES_HOOKED: '1' },
  });
  // A signal sent to the whole group (a Ctrl-C) reaches the child twice, directly and from here: the
  // server stops once, however many it gets.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
