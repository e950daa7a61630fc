import { join } from 'node:path';

/** Where a route's HTML goes: `/` → index.html, `/a/b` → a/b/index.html. */
export function toHtmlFile(outDir: string, path: string): string {
  return join(outDir, path === '/' ? '' : path.slice(1), 'index.html');
}
