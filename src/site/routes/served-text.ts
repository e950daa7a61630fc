/**
 * The text formats the site serves compressed, with the type each is sent as: the build writes compressed
 * copies of the shared assets among them, and the server compresses the rest (one per route) on request.
 * Images other than SVG and fonts are compressed already.
 */
export const SERVED_TEXT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Below this a compressed copy saves less than a packet, and the file itself is sent. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * What there is one of per route (pages, route data, the sitemap): many, small, and changed by any edit,
 * so the build writes them as they are and the server compresses each on its first request.
 */
export const isPerRouteFile = (file: string): boolean => /\.html$|(^|\/)(route\.json|sitemap\.xml)$/.test(file);
