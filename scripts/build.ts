import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest } from 'vite';
import { createSiteShell } from './vite/create-site-shell';
import { loadSiteFromDisk } from './cli/load-site-from-disk';
import { hashBuildInputs, hashSources } from './build/incremental/hash-build-inputs';
import { describePageSizes, prerenderRoutes } from './build/prerender/prerender';
import { projectRoot } from './cli/project-root';
import { MANIFEST_OPTION, readCount, readOptions, resolveManifest } from './cli/read-options';
import { reuseUnchangedRoutes } from './build/incremental/reuse-unchanged-routes';
import { reportProblems } from './cli/report-problems';
import { toWorkDir } from './build/incremental/to-work-dir';
import { writeServerSettings } from './build/output/write-server-settings';
import { writeSitemap } from './build/output/write-sitemap';
import type { Bundles } from './build/bundle/build-bundles';
import { runInWorker } from './build/run-in-worker';
import { timeStep } from './build/time-step';
import type { Site } from '../src/generated/site-types';

/**
 * The build, as named steps (VitePress-style): check → generate → client and server bundles (with the
 * Brotli and gzip copies of the client's files) → runtime (the compiled lead server) → prerender (each page
 * with its compressed copies) → sitemap → settings → publish.
 * It is incremental, with nothing for anyone to declare: the bundles are kept (in .build/) with the hash
 * of everything they are made from, and built again only when that changes; when they and what all pages
 * share are unchanged, only the routes whose own data changed are rendered, and only their files in dist/
 * are replaced (see reuseUnchangedRoutes).
 * Everything is built in .build/ and only a finished build is published into dist/, so a failed one
 * leaves the previous dist/ as it was.
 */
const USAGE = 'usage: npm run build [-- --manifest path/to/site.yaml] [--out-dir dist] [--threads N]';

/** `--out-dir` (the built site's folder, dist/ by default) and `--threads N` (render threads; by default one per core, for a site large enough to gain from it). */
const OPTIONS = { ...MANIFEST_OPTION, 'out-dir': { type: 'string' }, threads: { type: 'string' } } as const;

/**
 * The bundles (see buildBundles) from `cacheDir` when they were built from the same inputs, else built
 * there. The key is hashed again after generating, since generating can change src/generated/, which is
 * an input. The heavy tools run in worker threads, so their memory is gone before pages are rendered.
 */
async function bundle(site: Site, cacheDir: string): Promise<{ bundles: Bundles; key: string }> {
  const bundles = {
    clientDir: join(cacheDir, 'client'),
    serverDir: join(cacheDir, 'server'),
    templateFile: join(cacheDir, 'template.html'),
  };
  const keyFile = join(cacheDir, 'key');
  const cachedKey = existsSync(keyFile) ? await readFile(keyFile, 'utf8') : undefined;
  // What the bundles embed besides the sources: the site's shell (virtual:site) and the footer's year.
  const embedded = JSON.stringify({ shell: createSiteShell(site), year: new Date().getFullYear() });
  let sources = hashSources();
  let key = hashBuildInputs(sources, embedded);
  if (key !== cachedKey) {
    // The generated files are made from the sources alone: when these are as they were right after the
    // last generate, it has nothing to change (a build after editing only the shell, or into another folder).
    const generatedFrom = join(projectRoot, '.build', 'generated-from');
    if (existsSync(generatedFrom) && (await readFile(generatedFrom, 'utf8')) === sources)
      console.log('  ✓ generate   up to date');
    else {
      await timeStep('generate', () =>
        runInWorker(join(import.meta.dirname, 'generate', 'write-generated-files.ts'), 'writeGeneratedFiles', [false]),
      );
      sources = hashSources();
      await mkdir(join(projectRoot, '.build'), { recursive: true });
      await writeFile(generatedFrom, sources);
      key = hashBuildInputs(sources, embedded);
    }
  }
  if (key === cachedKey) {
    console.log('  ✓ bundles    unchanged, kept');
    return { bundles, key };
  }
  await rm(cacheDir, { recursive: true, force: true });
  // Rolldown's allocator (mimalloc) commits whole arenas up front unless told not to (about 150 MB of the
  // build's peak memory for nothing), and keeps what it frees for a while before giving it back (35 MB
  // more). It reads these as its native binding loads, from the process's environment, which a worker's
  // process.env does not write to: so they are set here.
  process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0';
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
  // The bundles embed the shell only; the routes stay in this thread.
  await runInWorker(
    join(import.meta.dirname, 'build', 'bundle', 'build-bundles.ts'),
    'buildBundles',
    [{ ...site, routes: [] }, bundles],
    ['vite'],
  );
  await writeFile(keyFile, key);
  return { bundles, key };
}

async function main(): Promise<void> {
  // Pages are rendered with React's production build, the one visitors run: its development build checks
  // and records every element it makes, which took half of the prerender's time. The bundles are built
  // for production whatever this says; the server entry's React, loaded here, reads it as it loads.
  process.env.NODE_ENV = 'production';
  const { values } = readOptions(USAGE, OPTIONS);
  const manifest = resolveManifest(values.manifest);
  const outDir = resolve(values['out-dir'] ?? join(projectRoot, 'dist'));
  const work = toWorkDir(outDir);
  const nextDir = join(work, 'next');

  const loaded = loadSiteFromDisk(manifest);
  if (!reportProblems(loaded)) process.exit(1);
  const site = loaded.site as Site;

  await rm(nextDir, { recursive: true, force: true });
  const { bundles, key } = await bundle(site, join(work, 'bundle'));
  // The bundles' key covers everything all pages share: the sources and the build's code, the shell
  // (settings, navigation, dialogs), and so the shell stylesheet made from them.
  const routes = reuseUnchangedRoutes(outDir, nextDir, key);
  await mkdir(nextDir, { recursive: true });
  if (!routes.incremental) await cp(bundles.clientDir, nextDir, { recursive: true });
  const report = await timeStep('prerender', async () => {
    const page = {
      entryFile: join(bundles.serverDir, 'entry-server.js'),
      template: await readFile(bundles.templateFile, 'utf8'),
      clientManifest: JSON.parse(await readFile(join(bundles.clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest,
      assetsDir: bundles.clientDir,
    };
    return prerenderRoutes(page, site.routes, nextDir, {
      reuse: routes.reuse,
      threads: values.threads === undefined ? undefined : readCount('threads', values.threads, 1, USAGE),
    });
  });
  await routes.writeHashes(report.sizes);
  await timeStep('sitemap', async () =>
    writeSitemap(
      nextDir,
      site.settings.baseUrl,
      site.routes.map((route) => route.path),
    ),
  );
  await timeStep('settings', () => writeServerSettings(nextDir, site.settings));
  await timeStep('publish', async () => {
    if (routes.incremental) return routes.publishInPlace();
    const previous = `${outDir}.previous`;
    await rm(previous, { recursive: true, force: true });
    if (existsSync(outDir)) await rename(outDir, previous);
    await rename(nextDir, outDir);
    await rm(previous, { recursive: true, force: true });
  });
  console.log(describePageSizes(report.sizes).join('\n'));
  console.log(
    `✓ built ${report.sizes.length} routes into ${outDir}: ${report.rendered} rendered, ${report.reused} unchanged since the previous build`,
  );
}

await main();
