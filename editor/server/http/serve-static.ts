import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { isInsideFolder } from '#scripts/cli/is-inside-folder';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** A file under `dir` (the built editor app, or public/ for previews of assets); false when there is none. */
export function serveStatic(dir: string, urlPath: string, response: ServerResponse): boolean {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const file = resolve(dir, `.${path}`);
  if (!existsSync(file) || !isInsideFolder(dir, file) || !statSync(file).isFile()) return false;
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(readFileSync(file));
  return true;
}

/**
 * The app's page, with a policy that lets it talk only to the editor itself (and frame its preview page); while it
 * is not built, `missing` (npm run edit's words by default: it builds the app as it starts).
 */
export function serveAppPage(
  dir: string,
  response: ServerResponse,
  missing = 'The editor app is not built yet: run npm run edit again.',
): void {
  const page = join(dir, 'index.html');
  response.writeHead(existsSync(page) ? 200 : 503, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': `default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; frame-ancestors 'none'`,
  });
  response.end(existsSync(page) ? readFileSync(page) : missing);
}
