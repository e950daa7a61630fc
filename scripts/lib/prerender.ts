import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Route } from '../../src/generated/site-types';
import { toRouteDataUrl } from '../../src/site/route-data-url';

export interface RenderedPage {
  html: string;
  head: string;
  data: string;
}

export interface ServerEntry {
  render(url: string, route: Route | null): Promise<RenderedPage>;
}

/** Where a route's HTML goes: `/` → index.html, `/a/b` → a/b/index.html. */
export function toHtmlFile(outDir: string, path: string): string {
  return join(outDir, path === '/' ? '' : path.slice(1), 'index.html');
}

export function fillTemplate(template: string, page: RenderedPage): string {
  // Function replacements: page text may contain "$&"-like sequences that a string replacement would expand.
  return template
    .replace('<!--app-head-->', () => page.head)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-data-->', () => `<script id="route-data" type="application/json">${page.data}</script>`);
}

/**
 * Renders every route, and its data for client-side navigation, and the not-found page into
 * `outDir`, each with `headFor(route)` added to its head. At most `concurrency` pages are in flight, so memory
 * stays flat however many routes there are.
 */
export async function prerenderRoutes(
  entry: ServerEntry,
  routes: Route[],
  template: string,
  outDir: string,
  { concurrency = 8, headFor = () => '' }: { concurrency?: number; headFor?: (route: Route) => string } = {},
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < routes.length) {
      const route = routes[next++];
      const rendered = await entry.render(route.path, route);
      const extra = headFor(route);
      const page = extra ? { ...rendered, head: `${rendered.head}\n${extra}` } : rendered;
      const file = toHtmlFile(outDir, route.path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, fillTemplate(template, page));
      await writeFile(join(outDir, toRouteDataUrl(route.path)), JSON.stringify(route));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, routes.length) }, worker));
  await writeFile(join(outDir, '404.html'), fillTemplate(template, await entry.render('/404', null)));
  return routes.length;
}
