import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { createSiteShell } from './lib/create-site-shell';
import { loadSiteFromDisk } from './lib/load-site-from-disk';
import { hashBuildInputs } from './lib/hash-build-inputs';
import { describePageSizes, prerenderRoutes, type ServerEntry } from './lib/prerender';
import { projectRoot } from './lib/read-site-schemas';
import { readManifestOption } from './lib/read-manifest-option';
import { reuseUnchangedRoutes } from './lib/reuse-unchanged-routes';
import { createRoutePreloadTags } from './lib/route-preload-tags';
import { reportProblems } from './lib/report-problems';
import { toWorkDir } from './lib/to-work-dir';
import { writeServerSettings } from './lib/write-server-settings';
import { writeSitemap } from './lib/write-sitemap';
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
function readOutDir(argv: string[]): string {
  const index = argv.indexOf('--out-dir');
  return resolve(index === -1 ? join(projectRoot, 'dist') : argv[index + 1]);
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`  ✓ ${name.padEnd(10)} ${Math.round(performance.now() - started)} ms`);
  return result;
}

interface Bundles {
  /** Everything the client build puts in the output folder (with compressed copies), and the runtime in its .server/. */
  clientDir: string;
  serverDir: string;
  templateFile: string;
}

/**
 * The client bundle, the server entry that prerenders, and the compiled lead server, from `cacheDir` when
 * they were built from the same inputs, else built there. The key is hashed again after generating, since
 * generating can change src/generated/, which is an input.
 */
async function bundle(site: Site, cacheDir: string): Promise<{ bundles: Bundles; key: string }> {
  const bundles = { clientDir: join(cacheDir, 'client'), serverDir: join(cacheDir, 'server'), templateFile: join(cacheDir, 'template.html') };
  const keyFile = join(cacheDir, 'key');
  const cachedKey = existsSync(keyFile) ? await readFile(keyFile, 'utf8') : undefined;
  // What the bundles embed besides the sources: the site's shell (virtual:site) and the footer's year.
  const embedded = JSON.stringify({ shell: createSiteShell(site), year: new Date().getFullYear() });
  let key = hashBuildInputs(embedded);
  if (key !== cachedKey) {
    const { writeGeneratedFiles } = await import('./lib/write-generated-files');
    await step('generate', () => writeGeneratedFiles());
    key = hashBuildInputs(embedded);
  }
  if (key === cachedKey) {
    console.log('  ✓ bundles    unchanged, kept');
    return { bundles, key };
  }

  await rm(cacheDir, { recursive: true, force: true });
  // Rolldown's allocator (mimalloc) commits whole arenas up front unless told not to: about 150 MB of the
  // build's peak memory for nothing. It reads this as the native binding loads, that is, when vite is imported.
  process.env.MIMALLOC_ARENA_EAGER_COMMIT ??= '0';
  const { build: viteBuild } = await import('vite');
  const { createViteConfig } = await import('./lib/create-vite-config');
  const { moduleSizesPlugin } = await import('./lib/vite-plugin-module-sizes');
  const { buildServer } = await import('./lib/build-server');
  const { compressFiles } = await import('./lib/compress-files');
  const quiet = { ...createViteConfig({ site }), logLevel: 'warn' as const, configFile: false as const, root: projectRoot };
  await step('client', async () => {
    await viteBuild({ ...quiet, plugins: [...(quiet.plugins ?? []), moduleSizesPlugin(projectRoot)], build: { ...quiet.build, outDir: bundles.clientDir, emptyOutDir: true, manifest: true } });
    // The page template is not served: every route's page, the home page's index.html too, is made from it.
    await rename(join(bundles.clientDir, 'index.html'), bundles.templateFile);
  });
  await step('server', () => viteBuild({ ...quiet, build: { ssr: 'src/app/entry-server.tsx', outDir: bundles.serverDir, emptyOutDir: true } }));
  await step('compress', () => compressFiles(bundles.clientDir));
  await step('runtime', () => buildServer(bundles.clientDir));
  await writeFile(keyFile, key);
  return { bundles, key };
}

async function main(): Promise<void> {
  const manifest = readManifestOption();
  const outDir = readOutDir(process.argv.slice(2));
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
  const report = await step('prerender', async () => {
    const template = await readFile(bundles.templateFile, 'utf8');
    const preloadTags = createRoutePreloadTags(JSON.parse(await readFile(join(bundles.clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest);
    const loadEntry = async () => (await import(pathToFileURL(join(bundles.serverDir, 'entry-server.js')).href)) as ServerEntry;
    return prerenderRoutes(loadEntry, site.routes, template, nextDir, {
      assetsDir: bundles.clientDir,
      headFor: (route) => preloadTags(route.blocks.map((block) => block.type)),
      reuse: routes.reuse,
    });
  });
  await routes.writeHashes(report.sizes);
  await step('sitemap', () => writeSitemap(nextDir, site.settings.baseUrl, site.routes.map((route) => route.path)));
  await step('settings', () => writeServerSettings(nextDir, site.settings));
  await step('publish', async () => {
    if (routes.incremental) return routes.publishInPlace();
    const previous = `${outDir}.previous`;
    await rm(previous, { recursive: true, force: true });
    if (existsSync(outDir)) await rename(outDir, previous);
    await rename(nextDir, outDir);
    await rm(previous, { recursive: true, force: true });
  });
  console.log(describePageSizes(report.sizes).join('\n'));
  console.log(`✓ built ${report.sizes.length} routes into ${outDir}: ${report.rendered} rendered, ${report.reused} unchanged since the previous build`);
}

await main();
