import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild, type Manifest } from 'vite';
import { buildServer } from './lib/build-server';
import { compressFiles } from './lib/compress-files';
import { createViteConfig } from './lib/create-vite-config';
import { moduleSizesPlugin } from './lib/vite-plugin-module-sizes';
import { loadSiteFromDisk } from './lib/load-site-from-disk';
import { describePageSizes, prerenderRoutes, type ServerEntry } from './lib/prerender';
import { projectRoot } from './lib/read-site-schemas';
import { readManifestOption } from './lib/read-manifest-option';
import { createRoutePreloadTags } from './lib/route-preload-tags';
import { reportProblems } from './lib/report-problems';
import { writeGeneratedFiles } from './lib/write-generated-files';
import { writeServerSettings } from './lib/write-server-settings';
import { writeSitemap } from './lib/write-sitemap';
import type { Site } from '../src/generated/site-types';

/**
 * The build, as named steps (VitePress-style): check → generate → client and server bundles →
 * prerender → sitemap → settings → compress (Brotli and gzip copies beside each text file) →
 * runtime (the compiled lead server) → publish.
 * Everything is built in .build/ and only a finished build replaces dist/, so a failed one leaves the
 * previous dist/ as it was.
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

async function main(): Promise<void> {
  const manifest = readManifestOption();
  const outDir = readOutDir(process.argv.slice(2));
  // One work folder per output folder, so builds into different folders (the tests run several at once)
  // never share it; inside the project, so the server bundle resolves its packages from node_modules/.
  const work = join(projectRoot, '.build', createHash('sha256').update(outDir).digest('hex').slice(0, 12));
  const clientDir = join(work, 'client');
  const serverDir = join(work, 'server');

  const loaded = loadSiteFromDisk(manifest);
  if (!reportProblems(loaded)) process.exit(1);
  const site = loaded.site as Site;

  await rm(work, { recursive: true, force: true });
  await step('generate', () => writeGeneratedFiles());
  const quiet = { ...createViteConfig({ site }), logLevel: 'warn' as const, configFile: false as const, root: projectRoot };
  await step('client', () =>
    viteBuild({ ...quiet, plugins: [...(quiet.plugins ?? []), moduleSizesPlugin(projectRoot)], build: { ...quiet.build, outDir: clientDir, emptyOutDir: true, manifest: true } }),
  );
  await step('server', () => viteBuild({ ...quiet, build: { ssr: 'src/app/entry-server.tsx', outDir: serverDir, emptyOutDir: true } }));
  const sizes = await step('prerender', async () => {
    const entry = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as ServerEntry;
    const template = await readFile(join(clientDir, 'index.html'), 'utf8');
    const preloadTags = createRoutePreloadTags(JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest);
    return prerenderRoutes(entry, site.routes, template, clientDir, { headFor: (route) => preloadTags(route.blocks.map((block) => block.type)) });
  });
  await step('sitemap', () => writeSitemap(clientDir, site.settings.baseUrl, site.routes.map((route) => route.path)));
  await step('settings', () => writeServerSettings(clientDir, site.settings));
  await step('compress', () => compressFiles(clientDir));
  await step('runtime', () => buildServer(clientDir));
  await step('publish', async () => {
    const previous = `${outDir}.previous`;
    await rm(previous, { recursive: true, force: true });
    if (existsSync(outDir)) await rename(outDir, previous);
    await rename(clientDir, outDir);
    await rm(previous, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });
  console.log(describePageSizes(sizes).join('\n'));
  console.log(`✓ built ${sizes.length} routes into ${outDir}`);
}

await main();
