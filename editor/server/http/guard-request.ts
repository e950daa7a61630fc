import type { IncomingMessage } from 'node:http';

/**
 * Why a request is refused, or undefined when it comes from the editor's own page. A page on the internet
 * must not drive the editor: its Origin is foreign, and a name it rebinds to 127.0.0.1 sends a foreign Host.
 * A write must come from a page (it carries an Origin) and send JSON (a form post from elsewhere cannot).
 */
export function guardRequest(request: IncomingMessage, port: number): string | undefined {
  const own = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!own.includes(request.headers.host ?? '')) return `the editor answers only at http://127.0.0.1:${port}/`;
  const origin = request.headers.origin;
  if (origin !== undefined && !own.some((host) => origin === `http://${host}`))
    return `requests from ${origin} are refused: only the editor's own page may use it`;
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'requests from other sites are refused';
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (origin === undefined) return 'a change must come from the editor page (no Origin was sent)';
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) return 'a change must be sent as JSON';
  }
  return undefined;
}
