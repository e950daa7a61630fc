import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface ServerEntry {
  render(url: string): Promise<{ html: string; head: string; status: number }>;
  routePaths: string[];
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
 * Renders every route and the not-found page into `outDir`. At most `concurrency` pages are in flight,
 * so memory stays flat however many routes there are.
 */
export async function prerenderRoutes(entry: ServerEntry, template: string, outDir: string, concurrency = 8): Promise<number> {
  const paths = entry.routePaths;
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      const page = await entry.render(path);
      const file = toHtmlFile(outDir, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, fillTemplate(template, page));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, paths.length) }, worker));
  const notFound = await entry.render('/404');
  await writeFile(join(outDir, '404.html'), fillTemplate(template, notFound));
  return paths.length;
}
