import { existsSync, statSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Manifest } from 'vite';
import {
  describePageSizes,
  prerenderRoutes,
  startRenderer,
  type PageSize,
  type StartedRenderer,
} from './prerender/prerender';
import { findPublicDir } from '../cli/find-public-dir';
import { readPreviousPages, reuseUnchangedRoutes, type PreviousPages } from './incremental/reuse-unchanged-routes';
import { reportProblems } from '../cli/report-problems';
import { toWorkDir } from './incremental/to-work-dir';
import { writeServerSettings } from './output/write-server-settings';
import { swapOutputs } from './output/swap-outputs';
import { writeSitemap } from './output/write-sitemap';
import type { Bundles } from './bundle/build-bundles';
import { bundleSite, generateIfStale, shouldStartBundlerEarly, startBundler } from './bundle/bundle-site';
import { runBuildSteps, type BuildStep } from './run-build-steps';
import { startWorker, type StartedWorker } from './run-in-worker';
import { findUnchangedBuild } from './incremental/find-unchanged-build';
import { hashBuildInputs, hashSources } from './incremental/hash-build-inputs';
import { createShellData, type ShellData } from './prerender/shell-data';
import { createSiteShell } from '#scripts/vite/create-site-shell';
import type { Shard } from './shards/read-shard';
import { divideRoutes } from './shards/divide-routes';
import { readRenderTimes } from './shards/read-render-times';
import { recordRenderTimes } from './shards/record-render-times';
import { SHARE_RECORD_FILE, type ShareRecord } from './shards/share-record';
import type { BuildableSite, CheckedSite, checkSite } from './check/check-site';
import type { RouteText } from './check/route-text';
import { readShares, type ReadShare } from './shards/read-shares';
import { joinShares } from './shards/join-shares';

/** An output folder the build cannot write into: said to the person, nothing built. */
export class OutDirError extends Error {}

export interface BuildSiteOptions {
  manifest: string;
  /** The built site's folder. */
  outDir: string;
  /** Render threads; by default one per core, for a site large enough to gain from it. */
  threads?: number;
  /**
   * Check in this thread rather than in a worker of its own: a process that builds again and again (the
   * publishes' build host) keeps what checking loads (the compiled validator), where a one-off build would
   * rather see it die with the worker.
   */
  checkInThread?: boolean;
  /** Builds only this share of the routes, with a record of what it is, for `merge` to join (see divideRoutes). */
  shard?: Shard;
  /** The folders of every share of a sharded build: joined into `outDir`, with what is written once for the whole site. */
  merge?: string[];
}

/** What a build ends with: built (with the bundles' key), or refused by the check, whose report is printed. */
export type BuildSiteOutcome = { built: true; bundlesKey: string } | { built: false };

/** What the steps share: each reads what the ones before it left here. */
interface BuildContext {
  site: BuildableSite;
  /** The shell every page is rendered in and names as its data (see createShellData). */
  shell: ShellData;
  manifest: string;
  shard?: Shard;
  /** The shares a merge joins, read and found to belong together. */
  shares?: ReadShare[];
  /** The site's pictures and files (see findPublicDir): copied as they are, and made smaller copies of. */
  publicDir: string;
  outDir: string;
  /** The next dist/, built here and published only when finished. */
  nextDir: string;
  threads?: number;
  /** The hash of the sources once the generated files are up to date (see generateIfStale); none for a merge. */
  sources?: string;
  /** The thread that builds the bundles, loading Vite since the build began (see shouldStartBundlerEarly). */
  bundler?: StartedWorker;
  /** What the output folder held before this build (see readPreviousPages), read while the check ran. */
  previousPages?: PreviousPages;
  /** A render thread started while the check ran, when the bundles were likely to be kept (see startRenderer). */
  renderer?: StartedRenderer;
  bundled?: { bundles: Bundles; key: string };
  routes?: ReturnType<typeof reuseUnchangedRoutes>;
  report?: Awaited<ReturnType<typeof prerenderRoutes>>;
}

const bundledOf = (build: BuildContext) => build.bundled!;

const listPaths = (site: BuildableSite) => site.texts.routes.map((route) => route.path);

/**
 * What pages are made from besides their routes (see reuseUnchangedRoutes): their <main> from the bundles
 * and the settings, and their header and footer from the shell.
 */
const toPageInputs = (bundlesKey: string, shell: ShellData) => ({
  shared: hashBuildInputs(bundlesKey, JSON.stringify(shell.site.settings)),
  shell: shell.file,
});

/** What a share never writes: files made from the whole site, which its merge writes once. */
const isShare = (build: BuildContext) => build.shard !== undefined;
const isMerge = (build: BuildContext) => build.shares !== undefined;

/** The time each rendered route took (see PageSize): what the next sharded build divides the routes by. */
const takeRenderTimes = (sizes: PageSize[]) =>
  Object.fromEntries(sizes.flatMap(({ path, renderMs }) => (renderMs === undefined ? [] : [[path, renderMs]])));

/** This share's routes, and what they were divided by (see divideRoutes). */
function chooseShare(build: BuildContext, shard: Shard): { routes: RouteText[]; dividedBy: string } {
  const times = readRenderTimes(build.manifest);
  return {
    routes: divideRoutes(build.site.texts.routes, shard.count, times?.times)[shard.index - 1],
    dividedBy: times ? `render times ${times.hash.slice(0, 12)}` : 'route data size (no render times)',
  };
}

/** Beside the bundles: the route items the last check parsed (see openRouteItemsFile). */
const ROUTE_ITEMS_FILE = 'route-items.json';

/** Where the bundles of a build into `outDir` are kept between builds. */
const toBundleDir = (outDir: string) => join(toWorkDir(outDir), 'bundle');

/**
 * The build's steps, in order, each printed as it ends. To add a step: write it under scripts/build/ and
 * give it its line here.
 */
const STEPS: Array<BuildStep<BuildContext>> = [
  {
    // Prints its own parts (generate, client, server, compress, runtime), or that the kept bundles serve.
    name: 'bundle',
    untimed: true,
    // The shares' folders hold the bundles' files.
    skip: isMerge,
    run: async (build) => {
      build.bundled = await bundleSite(
        build.site.shell,
        build.publicDir,
        toBundleDir(build.outDir),
        build.sources!,
        build.bundler,
        () => {
          // Built again: the render thread started early loaded the old entry, and would hold it through Vite's peak.
          build.renderer?.thread.stop();
          build.renderer = undefined;
        },
      );
    },
  },
  {
    name: 'prerender',
    skip: isMerge,
    run: async (build) => {
      const { bundles, key } = bundledOf(build);
      // The bundles' key covers the sources and the build's code; with the settings, everything a page's
      // <main> is made from besides its route. The shell (menus, dialogs) is what it is set in.
      const routes = reuseUnchangedRoutes(
        build.outDir,
        build.nextDir,
        toPageInputs(key, build.shell),
        build.previousPages,
      );
      build.routes = routes;
      await mkdir(build.nextDir, { recursive: true });
      if (!routes.incremental) await cp(bundles.clientDir, build.nextDir, { recursive: true });
      const page = {
        entryFile: join(bundles.serverDir, 'entry-server.js'),
        template: await readFile(bundles.templateFile, 'utf8'),
        clientManifest: JSON.parse(
          await readFile(join(bundles.clientDir, '.vite', 'manifest.json'), 'utf8'),
        ) as Manifest,
        assetsDir: bundles.clientDir,
        shell: build.shell,
      };
      const share = build.shard && chooseShare(build, build.shard);
      const { chunks, routes: all } = build.site.texts;
      build.report = await prerenderRoutes(page, { chunks, routes: share?.routes ?? all }, build.nextDir, {
        reuse: routes.reuse,
        threads: build.threads,
        renderer: build.renderer,
        publishedDir: routes.incremental ? build.outDir : undefined,
      });
      await routes.writeHashes(build.report.sizes, build.report.shellFiles);
      const renderMs = takeRenderTimes(build.report.sizes);
      // A share's times go to its merge, which keeps them for the next division.
      if (!share) return recordRenderTimes(build.manifest, renderMs, listPaths(build.site));
      const record: ShareRecord = {
        shard: build.shard!,
        site: build.site.hash!,
        bundles: key,
        dividedBy: share.dividedBy,
        routes: share.routes.map((route) => route.path),
        renderMs,
      };
      await writeFile(join(build.nextDir, SHARE_RECORD_FILE), JSON.stringify(record));
    },
  },
  {
    // --merge: the shares' pages, as the prerender of a one-machine build would have left them.
    name: 'join',
    skip: (build) => !isMerge(build),
    run: async (build) => {
      const shares = build.shares!;
      await mkdir(build.nextDir, { recursive: true });
      const { sizes, shellFiles } = await joinShares(shares, build.nextDir);
      // No earlier build is read from nextDir: the record is written whole, as a full build's.
      const routes = reuseUnchangedRoutes(build.nextDir, build.nextDir, toPageInputs(shares[0].bundles, build.shell));
      for (const route of build.site.texts.routes) routes.reuse(route);
      await routes.writeHashes(sizes, shellFiles);
      build.routes = routes;
      build.report = { sizes, rendered: sizes.length, reused: 0, restitched: {} };
      const renderMs = Object.assign({}, ...shares.map((share) => share.renderMs)) as Record<string, number>;
      recordRenderTimes(build.manifest, renderMs, listPaths(build.site));
    },
  },
  {
    name: 'sitemap',
    skip: isShare,
    run: async ({ nextDir, site }) => writeSitemap(nextDir, site.shell.settings.baseUrl, listPaths(site)),
  },
  {
    // AVIF and WebP copies of the raster pictures site.yaml shows, at the widths their srcset names.
    name: 'images',
    skip: isShare,
    run: async ({ nextDir, outDir, site, publicDir }) => {
      // Loaded when needed: sharp takes a tenth of a second to load, which a build with nothing to do would wait for.
      const { writeImageVariants } = await import('./output/write-image-variants');
      await writeImageVariants(site.images, publicDir, nextDir, join(toWorkDir(outDir), 'images'));
    },
  },
  {
    name: 'settings',
    skip: isShare,
    run: ({ nextDir, site }) => writeServerSettings(nextDir, site.shell.settings, listPaths(site)),
  },
  {
    name: 'publish',
    run: async ({ outDir, nextDir, routes, report }) => {
      if (routes!.incremental) return routes!.publishInPlace(report!.restitched);
      await swapOutputs(outDir, nextDir);
    },
  },
];

/**
 * The output folder's parent, made before anything is built: the build ends by moving the finished site
 * into place, and a missing parent would fail only then, after the whole build. A place that cannot hold
 * a folder (under a file, not writable) is refused now, with the reason.
 */
async function prepareOutDir(outDir: string): Promise<void> {
  const show = (path: string) =>
    relative(process.cwd(), path).startsWith('..') ? path : relative(process.cwd(), path);
  const refuse = (why: string): never => {
    throw new OutDirError(`✗ --out-dir ${show(outDir)}: ${why}. Nothing was built.`);
  };
  if (existsSync(outDir) && !statSync(outDir).isDirectory()) refuse('it is a file, not a folder');
  let existing = dirname(outDir);
  while (!existsSync(existing)) existing = dirname(existing);
  if (!statSync(existing).isDirectory()) refuse(`its folder cannot be made inside ${show(existing)}, which is a file`);
  try {
    await mkdir(dirname(outDir), { recursive: true });
  } catch (error) {
    refuse(`its folder cannot be made (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
}

/**
 * The build, as named steps (VitePress-style; the list is STEPS below): check → bundle (generate, then the
 * client and server bundles with the Brotli and gzip copies of the client's files, compress, and runtime:
 * the compiled lead server) → prerender (each page and its route data) → sitemap → images (AVIF and WebP copies of raster pictures)
 * → settings → publish.
 * Sharded (`shard`), it renders only its share of the routes and writes none of the files made from the
 * whole site (sitemap, images, settings); `merge` joins every share's folder (the join step, in place of
 * bundle and prerender) and writes those once, into a dist/ byte for byte a one-machine build's.
 * It is incremental, with nothing for anyone to declare: the bundles are kept (in .build/) with the hash
 * of everything they are made from, and built again only when that changes; when they and what all pages
 * share are unchanged, only the routes whose own data changed are rendered, and only their files in dist/
 * are replaced (see reuseUnchangedRoutes).
 * Everything is built in .build/ and only a finished build is published into dist/, so a failed one
 * leaves the previous dist/ as it was.
 * Prints each step as it ends and the check's report; refuses (printed, nothing built) a manifest with
 * errors. Throws OutDirError for an output folder that cannot be, ShareError for shares that cannot be
 * merged, and whatever a step throws.
 */
export async function buildSite({
  manifest,
  outDir,
  threads,
  checkInThread,
  shard,
  merge,
}: BuildSiteOptions): Promise<BuildSiteOutcome> {
  await prepareOutDir(outDir);

  // The first step, check: nothing is built from a manifest with errors. In a worker thread: what parsing
  // and checking leave behind (the YAML documents with their positions, the validator) dies with it, and
  // this thread holds only the site it answers with, through the bundles (the build's peak) and the pages.
  // The checker (ajv, the YAML parser, the rules) takes a third of a second to load: only where it runs.
  // Shares and their merge compare the whole site's hash (see hashSite), which others need not wait for.
  // A rebuild parses only the route items changed since the last check (see openRouteItemsFile); a first
  // build parses them all anyway, and keeps none, which would cost it a tenth of a second at 10,000 routes.
  const args: Parameters<typeof checkSite> = [
    manifest,
    {
      hashWhole: shard !== undefined || merge !== undefined,
      routeItemsFile: existsSync(outDir) ? join(toWorkDir(outDir), ROUTE_ITEMS_FILE) : undefined,
    },
  ];
  const check = () => {
    if (checkInThread) {
      const result = import('./check/check-site').then(({ checkSite }) => checkSite(...args));
      return { result, stop: () => {} };
    }
    const checker = startWorker(join(import.meta.dirname, 'check', 'check-site.ts'));
    const result = checker.call<CheckedSite>('checkSite', args);
    return { result, stop: () => checker.stop() };
  };
  // Started before the last build is looked at (see findUnchangedBuild), which takes a tenth of a second
  // the check need not wait for; in this thread, only once that is done: it could not be stopped.
  let checking = checkInThread ? undefined : check();
  checking?.result.catch(() => {});
  // A merge is built from the shares' bundles, not the sources.
  const sourcesNow = merge ? undefined : hashSources();
  const memory =
    shard || merge ? undefined : findUnchangedBuild(manifest, findPublicDir(manifest), outDir, sourcesNow!);
  if (memory?.unchanged) {
    checking?.stop();
    reportProblems(memory.unchanged.checked);
    console.log(
      `✓ nothing changed since the previous build (the manifest, its page files, the sources, public/): the ${memory.unchanged.checked.stats.routes} routes in ${outDir} are up to date`,
    );
    return { built: true, bundlesKey: memory.unchanged.bundlesKey };
  }
  await memory?.forget();
  // The generated files are made from the sources alone, not the manifest: beside the check, in a worker
  // of their own. Then Vite, which takes a second to load, loads in its thread while the check goes on.
  const generated = merge ? undefined : generateIfStale(undefined, sourcesNow);
  // Or, when the bundles will likely be kept (pages edited, not the sources), a render thread loads the
  // server entry meanwhile: a build that renders one route then waits for nothing after the check.
  const early = generated?.then(({ sources }) =>
    shouldStartBundlerEarly(toBundleDir(outDir), sources)
      ? { bundler: startBundler() }
      : { renderer: startRenderer(join(toBundleDir(outDir), 'server', 'entry-server.js')) },
  );
  // Their failures are thrown where they are awaited, once the check is over: not before, unhandled.
  const later = <T>(promise: Promise<T>) => {
    promise.catch(() => {});
    return promise;
  };
  const bundler = early && later(early.then((started) => started.bundler));
  const renderer = early && later(early.then((started) => started.renderer));
  // What the output holds, looked at while the check runs (once the threads above are on their way).
  const previousPages = merge ? undefined : later(Promise.resolve(early).then(() => readPreviousPages(outDir)));
  try {
    checking ??= check();
    let loaded: CheckedSite | Error = await checking.result.catch((error: unknown) => error as Error);
    // Never left writing the sources behind a refused build; and a check that read the schemas while
    // generate was making them again is made again, with the new ones.
    const { sources, changed } = (await generated) ?? { sources: undefined, changed: [] };
    if (changed.some((path) => path.startsWith('schemas/'))) loaded = await check().result;
    if (loaded instanceof Error) throw loaded;
    if (!reportProblems(loaded)) return { built: false };
    const site = loaded.site!;
    const build: BuildContext = {
      site,
      shell: createShellData(createSiteShell(site.shell)),
      manifest,
      shard,
      shares: merge && readShares(merge, site, relative(process.cwd(), manifest)),
      publicDir: findPublicDir(manifest),
      outDir,
      nextDir: join(toWorkDir(outDir), 'next'),
      threads,
      sources,
      bundler: await bundler,
      renderer: await renderer,
      previousPages: await previousPages,
    };
    await rm(build.nextDir, { recursive: true, force: true });
    await runBuildSteps(STEPS, build);
    await memory?.remember({
      inputs: loaded.inputs,
      checked: loaded,
      sources: sources!,
      bundlesKey: build.bundled!.key,
    });

    const { sizes, rendered, reused } = build.report!;
    const restitched = Object.keys(build.report!.restitched).length;
    console.log(describePageSizes(sizes).join('\n'));
    const what = shard
      ? `share ${shard.index}/${shard.count}: ${sizes.length} of ${site.texts.routes.length}`
      : sizes.length;
    console.log(
      merge
        ? `✓ merged ${merge.length} shares: ${sizes.length} routes into ${outDir}`
        : `✓ built ${what} routes into ${outDir}: ${rendered} rendered, ${reused} unchanged since the previous build${
            restitched > 0 ? `, ${restitched} set in the changed header and footer` : ''
          }`,
    );
    return { built: true, bundlesKey: build.bundled?.key ?? build.shares![0].bundles };
  } finally {
    // Whatever ended the build, the threads started for it end with it: a build host's process lives on.
    (await bundler?.catch(() => undefined))?.stop();
    (await renderer?.catch(() => undefined))?.thread.stop();
  }
}
