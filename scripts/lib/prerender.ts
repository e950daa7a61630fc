import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Route } from '../../src/generated/site-types';
import { toRouteDataUrl } from '../../src/site/route-data-url';
import { createShellStyles, type StyleRule } from './shell-styles';

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

/**
 * Renders every route, and its data for client-side navigation, and the not-found page into
 * `outDir`, each with `headFor(route)` added to its head. The CSS all pages share goes to one hashed
 * stylesheet (see createShellStyles); what a page's blocks add goes to another, shared by the pages
 * that add the same. At most `concurrency` pages are in
 * flight, so memory stays flat however many routes there are.
 */
export async function prerenderRoutes(
  entry: ServerEntry,
  routes: Route[],
  htmlTemplate: string,
  outDir: string,
  { concurrency = 8, headFor = () => '', base = '/' }: { concurrency?: number; headFor?: (route: Route) => string; base?: string } = {},
): Promise<PageSize[]> {
  const { hrefs, template } = takeStylesheets(htmlTemplate);
  const entryCss = (await Promise.all(hrefs.map((href) => readFile(join(outDir, href.slice(base.length)), 'utf8')))).join('');
  const notFound = await entry.render('/404', null);
  const shell = createShellStyles(notFound.styles, entryCss, base);
  await writeFile(join(outDir, shell.file), shell.css);
  const written = new Set<string>();
  const withStyles = async (page: RenderedPage, extra: string) => {
    const own = shell.pageStylesFor(page.styles);
    if (own.sheet && !written.has(own.sheet.file)) {
      written.add(own.sheet.file);
      await writeFile(join(outDir, own.sheet.file), own.sheet.css);
    }
    return { ...page, head: [shell.head, page.head, own.head, extra].filter(Boolean).join('\n') };
  };

  const sizes: PageSize[] = [];
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const route = routes[next++];
      const page = await withStyles(await entry.render(route.path, route), `${preloadRouteData(route.path, base)}\n${headFor(route)}`);
      const file = toHtmlFile(outDir, route.path);
      const html = fillTemplate(template, page);
      sizes.push({ path: route.path, bytes: Buffer.byteLength(html) });
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
      await writeFile(join(outDir, toRouteDataUrl(route.path)), JSON.stringify(route));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, routes.length) }, worker));
  await writeFile(join(outDir, '404.html'), fillTemplate(template, await withStyles(notFound, '')));
  return sizes;
}
