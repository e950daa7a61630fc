import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The types of the files the build compresses (see scripts/build/bundle/compress-files.ts). */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** What the cache may hold: every page of a 10,000-route site, gzipped, is about 40 MB. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** The codings a client accepts (`Accept-Encoding`), those it refuses with `q=0` left out. */
function readAcceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

export interface GzipFallback {
  /**
   * Answers with `file` (relative to the site's folder) gzipped when the client takes gzip but not
   * Brotli and the build left no `.gz` beside it; false when the static handler should send it.
   */
  send(request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string): boolean;
}

/**
 * The build writes only a Brotli copy of what there is one of per route (pages, route data, the sitemap):
 * every browser the site supports takes Brotli, and a gzip copy of each was a file and a compression per
 * route for the rare client that does not. Such a client gets the file gzipped here once, then from
 * memory (by path, size and modification time, so a new build is never answered with an old page).
 * Only a file with a `.br` copy is gzipped: the build judged it text and worth compressing.
 */
export function createGzipFallback(distDir: string): GzipFallback {
  const cache = new Map<string, { stamp: string; gzipped: Buffer }>();
  let cachedBytes = 0;

  const readGzipped = (full: string): Buffer => {
    const stat = statSync(full);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const cached = cache.get(full);
    if (cached) {
      cache.delete(full);
      cachedBytes -= cached.gzipped.length;
      if (cached.stamp === stamp) {
        // Kept as the most recently used: the map's order is the order of use.
        cache.set(full, cached);
        cachedBytes += cached.gzipped.length;
        return cached.gzipped;
      }
    }
    const gzipped = gzipSync(readFileSync(full));
    cache.set(full, { stamp, gzipped });
    cachedBytes += gzipped.length;
    for (const [key, entry] of cache) {
      if (cachedBytes <= MAX_CACHED_BYTES) break;
      cache.delete(key);
      cachedBytes -= entry.gzipped.length;
    }
    return gzipped;
  };

  return {
    send(request, reply, file, cacheControl) {
      const accepted = readAcceptedCodings(request.headers['accept-encoding']);
      if (accepted.has('br') || !accepted.has('gzip')) return false;
      const full = join(distDir, file);
      if (!existsSync(`${full}.br`) || existsSync(`${full}.gz`)) return false;
      const type = TYPES[extname(file)];
      if (type === undefined) return false;
      reply
        .header('Content-Type', type)
        .header('Content-Encoding', 'gzip')
        .header('Vary', 'Accept-Encoding')
        .header('Cache-Control', cacheControl)
        .send(readGzipped(full));
      return true;
    },
  };
}
