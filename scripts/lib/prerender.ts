import { mkdirSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Route } from '../../src/generated/site-types';
import { toRouteDataUrl } from '../../src/site/route-data-url';
import { createShellStyles, type StyleRule } from './shell-styles';
import { writeServedFile } from './write-served-file';

export interface RenderedPage {
  html: string;
  head: string;
  styles: StyleRule[];
}

export interface ServerEntry {
  render(url: string, route: Route | null): Promise<RenderedPage>;
}

/** Where a route's HTML goes: `/` → index.html, `/a/b` → a/b/index.html. */
export function toHtmlFile(outDir: string, path: string): string {
  return join(outDir, path === '/' ? '' : path.slice(1), 'index.html');
}

export function fillTemplate(template: string, page: { html: string; head: string }): string {
  // Function replacements: page text may contain "$&"-like sequences that a string replacement would expand.
  return template.replace('<!--app-head-->', () => page.head).replace('<!--app-html-->', () => page.html);
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
}

/** The build report's lines on page weight: the median, and the largest pages, which are where to look first. */
export function describePageSizes(sizes: PageSize[], count = 5): string[] {
  const sorted = [...sizes].sort((a, b) => b.bytes - a.bytes);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const median = sorted[Math.floor(sorted.length / 2)]?.bytes ?? 0;
  return [`HTML per page: median ${kb(median)}, largest:`, ...sorted.slice(0, count).map(({ path, bytes }) => `  ${kb(bytes).padStart(9)}  ${path}`)];
}

/** The template's stylesheet links (Vite writes the entry's CSS there) and the template without them. */
function takeStylesheets(template: string): { hrefs: string[]; template: string } {
  const links = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?\s*/g;
  return { hrefs: [...template.matchAll(links)].map((match) => match[1]), template: template.replace(links, '') };
}

export interface PrerenderOptions {
  concurrency?: number;
  /** What a route adds to its <head> (its blocks' preloads). */
  headFor?: (route: Route) => string;
  base?: string;
  /** Where the client build's files are (the entry's stylesheets); by default `outDir`. */
  assetsDir?: string;
  /** The size (and stylesheet) of a route's page when the output already holds it as it would be rendered; undefined when it must be rendered. */
  reuse?: (route: Route) => Omit<PageSize, 'path'> | undefined;
}

export interface PrerenderReport {
  sizes: PageSize[];
  rendered: number;
  reused: number;
}

/**
 * Renders every route, and its data for client-side navigation, and the not-found page into
 * `outDir`, each with `headFor(route)` added to its head, and their compressed copies beside them; a
 * route that `reuse` says is in place already is not rendered, and when none is left, nothing is, and the
 * server entry is not even loaded. The CSS all pages share goes to one hashed stylesheet (see
 * createShellStyles); what a page's blocks add goes to another, shared by the pages that add the same.
 * At most `concurrency` pages are in flight and each goes to disk as soon as it is rendered, so memory
 * stays flat however many routes there are.
 */
export async function prerenderRoutes(
  loadEntry: () => Promise<ServerEntry>,
  routes: Route[],
  htmlTemplate: string,
  outDir: string,
  { concurrency = 8, headFor = () => '', base = '/', assetsDir = outDir, reuse = () => undefined }: PrerenderOptions = {},
): Promise<PrerenderReport> {
  const report: PrerenderReport = { sizes: [], rendered: 0, reused: 0 };
  const toRender = routes.filter((route) => {
    const kept = reuse(route);
    if (kept === undefined) return true;
    report.sizes.push({ path: route.path, ...kept });
    report.reused++;
    return false;
  });
  if (toRender.length === 0) return report;

  const entry = await loadEntry();
  const { hrefs, template } = takeStylesheets(htmlTemplate);
  const entryCss = (await Promise.all(hrefs.map((href) => readFile(join(assetsDir, href.slice(base.length)), 'utf8')))).join('');
  const notFound = await entry.render('/404', null);
  const shell = createShellStyles(notFound.styles, entryCss, base);
  await mkdir(join(outDir, dirname(shell.file)), { recursive: true });
  await writeServedFile(join(outDir, shell.file), shell.css);
  const written = new Set<string>();
  const withStyles = async (page: RenderedPage, extra: string) => {
    const own = shell.pageStylesFor(page.styles);
    if (own.sheet && !written.has(own.sheet.file)) {
      written.add(own.sheet.file);
      await writeServedFile(join(outDir, own.sheet.file), own.sheet.css);
    }
    return { page: { ...page, head: [shell.head, page.head, own.head, extra].filter(Boolean).join('\n') }, sheet: own.sheet?.file };
  };

  let next = 0;
  const worker = async () => {
    while (next < toRender.length) {
      const route = toRender[next++];
      const { page, sheet } = await withStyles(await entry.render(route.path, route), `${preloadRouteData(route.path, base)}\n${headFor(route)}`);
      const file = toHtmlFile(outDir, route.path);
      const html = fillTemplate(template, page);
      report.sizes.push({ path: route.path, bytes: Buffer.byteLength(html), sheet });
      report.rendered++;
      mkdirSync(dirname(file), { recursive: true });
      await writeServedFile(file, html);
      await writeServedFile(join(outDir, toRouteDataUrl(route.path)), JSON.stringify(route));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, toRender.length) }, worker));
  await writeServedFile(join(outDir, '404.html'), fillTemplate(template, (await withStyles(notFound, '')).page));
  return report;
}
