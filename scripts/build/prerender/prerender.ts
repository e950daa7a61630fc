import { closeSync, constants, existsSync, fstatSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import type { Manifest } from 'vite';
import type { Route } from '#generated/site-types';
import { toRouteDataUrl } from '#site/routes/route-data-url';
import { deferEntry, wrapDeferredHead } from './defer-entry';
import { createRoutePreloadTags } from './route-preload-tags';
import { readRouteJson, type RouteText, type RouteTexts } from '../check/route-text';
import { startWorker, type StartedWorker } from '../run-in-worker';
import type { RenderedPage, ServerEntry } from '#site/shell/server-entry';
import { createShellStyles } from './shell-styles';
import { findShellDataTag, preloadShellData, type ShellData } from './shell-data';
import { createPageRestitcher, nameAgain, REPLACED_DIR, RESTITCHED_DIR } from './restitch-page';
import type { PreviousPage } from '../incremental/reuse-unchanged-routes';
import { listServedFiles } from '../output/write-compressed-copies';
import { writeServedFile } from '../output/write-served-file';
import { toHtmlFile } from './to-html-file';
import { readIfThere } from '#scripts/cli/read-if-there';

/** Where a page's markup goes in the template. */
const APP_HTML = '<!--app-html-->';

export function fillTemplate(template: string, page: { html: string; head: string }): string {
  // Function replacements: page text may contain "$&"-like sequences that a string replacement would expand.
  return template.replace('<!--app-head-->', () => page.head).replace(APP_HTML, () => page.html);
}

/**
 * The route's data is a file beside its page, not a copy inside it: the page stays lean, and the data
 * is cached like any file. The client hydrates from the URL this link names, fetched early alongside the
 * scripts (see src/app/entry-client.tsx).
 */
function preloadRouteData(path: string, base: string): string {
  return `<link id="route-data" rel="preload" as="fetch" crossorigin href="${base}${toRouteDataUrl(path).slice(1)}">`;
}

export interface PageSize {
  path: string;
  /** The page's HTML before compression. */
  bytes: number;
  /** The stylesheet of its blocks' rules (`assets/page-<hash>.css`), when it has one. */
  sheet?: string;
  /** How long rendering and writing it took, in ms, when it was rendered: what sharded builds divide by. */
  renderMs?: number;
}

/** The build report's lines on page weight: the median, and the largest pages, which are where to look first. */
export function describePageSizes(sizes: PageSize[], count = 5): string[] {
  const sorted = [...sizes].sort((a, b) => b.bytes - a.bytes);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const median = sorted[Math.floor(sorted.length / 2)]?.bytes ?? 0;
  return [
    `HTML per page: median ${kb(median)}, largest:`,
    ...sorted.slice(0, count).map(({ path, bytes }) => `  ${kb(bytes).padStart(9)}  ${path}`),
  ];
}

/**
 * The template as a page needs it: without the comments written for its readers (the placeholders stay)
 * and the indentation between its tags, which every page would otherwise carry.
 */
export const compactTemplate = (template: string) =>
  template.replace(/<!--(?!app-)[\s\S]*?-->/g, '').replace(/>\s+</g, '><');

/** The template's stylesheet links (Vite writes the entry's CSS there) and the template without them. */
function takeStylesheets(template: string): { hrefs: string[]; template: string } {
  const links = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?\s*/g;
  return { hrefs: [...template.matchAll(links)].map((match) => match[1]), template: template.replace(links, '') };
}

export interface PageTemplate {
  /** The server entry's file (see src/app/entry-server.tsx). */
  entryFile: string;
  /** The client build's index.html, which every page is made from. */
  template: string;
  /** The client build's manifest: what each route's blocks need preloaded. */
  clientManifest: Manifest;
  /** Where the client build's files are (the entry's stylesheets). */
  assetsDir: string;
  /** The site's shell, which every page is rendered in and names as its data (see createShellData). */
  shell: ShellData;
  base?: string;
}

/** What a render thread is handed of the template: the shell's data file is written once, by the caller. */
type ThreadTemplate = Omit<PageTemplate, 'shell'> & { shell: Omit<ShellData, 'json'> };

export interface PrerenderOptions {
  /**
   * What the output (`publishedDir`) holds of a route's page: kept as it is, or set in the new shell (see
   * createPageRestitcher); undefined when it must be rendered.
   */
  reuse?: (route: RouteText) => PreviousPage | undefined;
  /** How many threads render; by default one per core once there are enough routes to pay for starting them. */
  threads?: number;
  /**
   * The folder the rendered files will be moved into, over what it holds (an incremental build's output
   * folder): a stylesheet it holds already, with its compressed copies, is not written again. Their names
   * are their content's hash, and compressing them took a build of one route a tenth of a second.
   */
  publishedDir?: string;
  /** A render thread started early (see startRenderer): it renders the first share if it loaded this entry, and is stopped otherwise. */
  renderer?: StartedRenderer;
}

export interface PrerenderReport {
  sizes: PageSize[];
  rendered: number;
  reused: number;
  /**
   * Pages of the previous build set in the new shell (see createPageRestitcher) rather than rendered: by
   * their file in the output's RESTITCHED_DIR, their route's path.
   */
  restitched: Record<string, string>;
  /** The shell's stylesheet and data, which every page links; undefined when no page was made. */
  shellFiles?: string[];
}

/** What rendering a share of the routes made besides their files: shared by all shares, written once. */
interface RenderedShare {
  sizes: PageSize[];
  restitched: Record<string, string>;
  /** The block stylesheets its pages link, by file. */
  sheets: Record<string, string>;
  shell: { file: string; css: string };
  notFound: string;
}

/**
 * A render thread costs about a quarter of a second to start (React, the entry); below this many routes
 * per thread, one more would not pay for itself.
 */
const MIN_ROUTES_PER_THREAD = 400;

/**
 * Each thread holds its own renderer and heap (about 100 MB by the end of a large build): on a machine
 * with many cores, more threads than this would cost more memory than the time they save.
 */
const MAX_THREADS = 8;

/**
 * A render thread's young generation: every thread's counts in the build's peak, which comes while pages
 * render. At 10,000 routes, 24 MB rendered in the same time as 32 MB with a peak 30 MB lower (about 350 MB
 * with the compressed assets kept); the default (8 MB) rendered a fifth slower.
 */
const RENDER_YOUNG_GENERATION_MB = 24;

/** A render thread for the server entry at `entryUrl` (see toEntryUrl), imported as it is. */
const startRenderThread = (entryUrl: string) =>
  startWorker(import.meta.filename, { native: [entryUrl], youngGenerationMb: RENDER_YOUNG_GENERATION_MB });

const chooseThreads = (routes: number) =>
  Math.max(1, Math.min(availableParallelism(), MAX_THREADS, Math.floor(routes / MIN_ROUTES_PER_THREAD)));

/**
 * The server entry's address, as of its last build: a process that builds again and again (the publishes'
 * build host) imports a rebuilt entry anew rather than the one it loaded before (its chunks are named by
 * their content already).
 */
const toEntryUrl = (entryFile: string) => `${pathToFileURL(entryFile).href}?built=${statSync(entryFile).mtimeMs}`;

/** A render thread loading a server entry, before the routes to render are known. */
export interface StartedRenderer {
  entryUrl: string;
  thread: StartedWorker;
}

/**
 * A render thread that loads the server entry `entryFile` as it is now (React and the entry: a fifth of a
 * second), while the manifest is still being checked: a build that renders a few routes has it ready when
 * they are known, instead of waiting for it after the check. None when there is no entry yet.
 */
export function startRenderer(entryFile: string): StartedRenderer | undefined {
  if (!existsSync(entryFile)) return undefined;
  const entryUrl = toEntryUrl(entryFile);
  return { entryUrl, thread: startRenderThread(entryUrl) };
}

/** Opened for reading without touching its access time (where the system has the flag). */
const READ_NO_ATIME = constants.O_RDONLY | (constants.O_NOATIME ?? 0);
let noAtimeRefused = false;

/**
 * A page of the previous build, with how many names it has (see REPLACED_DIR), read without writing its
 * inode: the access time of a file read for the first time since it was written is updated (Linux's
 * relatime), which for a navigation edit is 10,000 inodes written while the new pages are being created:
 * 10 to 50 % of the prerender (five interleaved pairs at 10,000 pages). The flag is refused on a file of
 * another owner: opened as usual then.
 */
function readPreviousPage(file: string): { html: string; names: number } {
  let fd: number;
  try {
    fd = openSync(file, noAtimeRefused ? 'r' : READ_NO_ATIME);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM' || noAtimeRefused) throw error;
    // The output's other pages are the same owner's: not asked again.
    noAtimeRefused = true;
    fd = openSync(file, 'r');
  }
  try {
    return { html: readFileSync(fd, 'utf8'), names: fstatSync(fd).nlink };
  } finally {
    closeSync(fd);
  }
}

/** Pages of the output folder `dir` to set in the new shell rather than render, by path. */
interface RestitchedPages {
  dir: string;
  paths: Set<string>;
}

/**
 * Renders `routes` into `outDir`: each page with its route's data beside it; or, for a page in
 * `restitch`, its page in that folder set in the new shell when it can be (see createPageRestitcher).
 * Returns what they share (the shell stylesheet, the not-found page) and the block stylesheets they link,
 * for the caller to write once, whichever thread rendered them. Every thread renders the not-found page
 * first, which makes the same shell stylesheet in each (see createShellStyles).
 * One page at a time, each written as soon as it is rendered, so memory stays flat
 * however many routes there are. Runs in a render thread, handed the server entry (`packages`, by its
 * address; see toEntryUrl) imported as it is.
 */
export async function renderShare(
  page: ThreadTemplate,
  { chunks, routes }: RouteTexts,
  outDir: string,
  restitch: RestitchedPages | undefined,
  packages: Record<string, ServerEntry>,
): Promise<RenderedShare> {
  const entry = packages[toEntryUrl(page.entryFile)];
  const base = page.base ?? '/';
  const headFor = createRoutePreloadTags(page.clientManifest, base);
  const { hrefs, template: withoutSheets } = takeStylesheets(compactTemplate(page.template));
  const { template, toModuleName } = deferEntry(withoutSheets);
  const entryCss = (
    await Promise.all(hrefs.map((href) => readFile(join(page.assetsDir, href.slice(base.length)), 'utf8')))
  ).join('');
  const notFound = await entry.render('/404', null, page.shell.site);
  const shell = createShellStyles(notFound.styles, entryCss, base);
  const shellData = preloadShellData(`${base}${page.shell.file}`);
  const share: RenderedShare = {
    sizes: [],
    restitched: {},
    sheets: {},
    shell: { file: shell.file, css: shell.css },
    notFound: '',
  };
  const previousNotFound = restitch && readIfThere(join(restitch.dir, '404.html'));
  const restitchPage =
    previousNotFound !== undefined &&
    createPageRestitcher({
      previousNotFound,
      notFoundBody: notFound.html,
      tail: template.slice(template.indexOf(APP_HTML) + APP_HTML.length),
      dataTag: { previous: findShellDataTag(previousNotFound), now: shellData },
      sheetLink: `<link rel="stylesheet" href="${base}${shell.file}">`,
    });
  // A folder per thread: threads creating files in one folder wait on each other (its lock). Two threads
  // writing 5,000 pages each into one folder took 0.24 to 5.2 s, into one each 0.21 to 0.74 s (five pairs).
  const restitchedDir = join(outDir, RESTITCHED_DIR, String(threadId));
  const replacedDir = join(outDir, REPLACED_DIR, String(threadId));
  if (restitchPage) for (const dir of [restitchedDir, replacedDir]) mkdirSync(dir, { recursive: true });
  const withStyles = (rendered: RenderedPage, extra: string) => {
    const own = shell.pageStylesFor(rendered.styles);
    if (own.sheet) share.sheets[own.sheet.file] = own.sheet.css;
    return {
      html: fillTemplate(template, {
        ...rendered,
        head: [shell.head, rendered.head, own.head, extra].filter(Boolean).join(''),
      }),
      sheet: own.sheet?.file,
    };
  };

  for (const text of routes) {
    const started = performance.now();
    const previousFile =
      restitchPage && restitch!.paths.has(text.path) ? toHtmlFile(restitch!.dir, text.path) : undefined;
    const previous = previousFile === undefined ? undefined : readPreviousPage(previousFile);
    const stitched = previous && restitchPage && restitchPage(previous.html);
    if (stitched) {
      // Named by thread and count: unique across the threads, whose shares are disjoint.
      const file = `${share.sizes.length}.html`;
      writeServedFile(join(restitchedDir, file), stitched);
      // Its second name given here, beside the rendering, rather than in the publish step, which runs alone.
      if (previous.names === 1) nameAgain(previousFile!, join(replacedDir, file));
      share.restitched[`${threadId}/${file}`] = text.path;
      // Its stylesheet of block rules is the previous page's, which the caller knows.
      share.sizes.push({ path: text.path, bytes: Buffer.byteLength(stitched) });
      continue;
    }
    const json = readRouteJson(chunks, text);
    const route = JSON.parse(json.toString()) as Route;
    const blockTags = headFor(route.blocks.map((block) => block.type));
    const file = toHtmlFile(outDir, route.path);
    const { html, sheet } = withStyles(
      await entry.render(route.path, route, page.shell.site),
      [
        blockTags.styles,
        wrapDeferredHead(shellData + preloadRouteData(route.path, base), blockTags.scripts.map(toModuleName)),
      ]
        .filter(Boolean)
        .join(''),
    );
    mkdirSync(dirname(file), { recursive: true });
    writeServedFile(file, html);
    writeServedFile(join(outDir, toRouteDataUrl(route.path)), json);
    const renderMs = Math.round((performance.now() - started) * 100) / 100;
    share.sizes.push({ path: route.path, bytes: Buffer.byteLength(html), sheet, renderMs });
  }
  share.notFound = withStyles(notFound, wrapDeferredHead(shellData)).html;
  return share;
}

/**
 * Renders every route (see renderShare) and the not-found page into `outDir`; a route that `reuse` says is
 * in place already is not rendered, and when none is left, nothing is, and the server entry is not even
 * loaded. Each thread (a worker) renders an equal share of the routes, so a large site's pages render on
 * every core. The CSS all pages share goes to one hashed stylesheet; what a page's
 * blocks add goes to another, shared by the pages that add the same.
 */
export async function prerenderRoutes(
  page: PageTemplate,
  { chunks, routes }: RouteTexts,
  outDir: string,
  { reuse = () => undefined, threads, renderer, publishedDir }: PrerenderOptions = {},
): Promise<PrerenderReport> {
  const report: PrerenderReport = { sizes: [], rendered: 0, reused: 0, restitched: {} };
  // The stylesheets of the pages that may be set in the new shell, by path.
  const restitchable = new Map<string, string | undefined>();
  const toRender = routes.filter((route) => {
    const previous = reuse(route);
    if (previous === undefined) return true;
    const { asIs, bytes, sheet } = previous;
    if (!asIs) {
      restitchable.set(route.path, sheet);
      return true;
    }
    report.sizes.push({ path: route.path, bytes, sheet });
    report.reused++;
    return false;
  });
  const entryUrl = toRender.length === 0 ? undefined : toEntryUrl(page.entryFile);
  // A thread that loaded another entry (the bundles were built again) would render the old site.
  const early = renderer?.entryUrl === entryUrl ? renderer?.thread : undefined;
  if (!early) renderer?.thread.stop();
  if (entryUrl === undefined) return report;

  const restitching: RestitchedPages | undefined =
    publishedDir !== undefined && restitchable.size > 0
      ? { dir: publishedDir, paths: new Set(restitchable.keys()) }
      : undefined;
  const { json: _writtenHere, ...threadShell } = page.shell;
  const template: ThreadTemplate = { ...page, shell: threadShell };
  const count = Math.min(threads ?? chooseThreads(toRender.length), toRender.length);
  const size = Math.ceil(toRender.length / count);
  const shares = Array.from({ length: count }, (_, index) => toRender.slice(index * size, (index + 1) * size));
  // Always in worker threads, one even: what rendering loads and allocates (React, Emotion, the entry)
  // dies with them, and the first may have loaded the entry while the check ran (see startRenderer).
  const results = await Promise.all(
    shares.map((share, index) =>
      (index === 0 && early ? early : startRenderThread(entryUrl)).call<RenderedShare>('renderShare', [
        template,
        { chunks, routes: share },
        outDir,
        restitching,
      ]),
    ),
  );

  for (const result of results) {
    const restitched = new Set(Object.values(result.restitched));
    for (const size of result.sizes) {
      const sheet = restitched.has(size.path) ? restitchable.get(size.path) : undefined;
      report.sizes.push(sheet === undefined ? size : { ...size, sheet });
    }
    Object.assign(report.restitched, result.restitched);
  }
  report.rendered = toRender.length - Object.keys(report.restitched).length;
  const [{ shell, notFound }] = results;
  report.shellFiles = [shell.file, page.shell.file];
  await mkdir(join(outDir, dirname(shell.file)), { recursive: true });
  const sheets = Object.assign({}, ...results.map((result) => result.sheets)) as Record<string, string>;
  const isPublished = (file: string, text: string) =>
    publishedDir !== undefined &&
    listServedFiles(join(publishedDir, file), Buffer.byteLength(text)).every((served) => existsSync(served));
  for (const [file, text] of [[shell.file, shell.css], [page.shell.file, page.shell.json], ...Object.entries(sheets)])
    if (!isPublished(file, text)) writeServedFile(join(outDir, file), text);
  writeServedFile(join(outDir, '404.html'), notFound);
  return report;
}
