import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MIN_COMPRESSED_BYTES, SERVED_TEXT_TYPES } from '../src/site/routes/served-text';
import { readAcceptedCodings } from './read-accepted-codings';

/** What the cache may hold: every page and route data of a 10,000-route site, in Brotli, is about 50 MB. */
const MAX_CACHED_BYTES = 96 * 1024 * 1024;

/**
 * Brotli quality 5: about a millisecond for a 20 KB page, once per page and build, for a copy about 10 %
 * larger than quality 11's, which takes 40 times as long (too long for a visitor to wait on).
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

type Coding = 'br' | 'gzip';

const compress: Record<Coding, (content: Buffer) => Buffer> = {
  br: (content) => brotliCompressSync(content, BROTLI_OPTIONS),
  gzip: (content) => gzipSync(content),
};

/** The extension of the build's copy in each coding. */
const COPY_EXTENSION: Record<Coding, string> = { br: '.br', gzip: '.gz' };

export interface CompressOnRequest {
  /**
   * Answers with `file` (relative to the site's folder, `siteDir`) compressed, Brotli if the client takes it, else
   * gzip, when it is text of 1 KB or more with no copy of the build's in that coding; false when the static
   * handler should send it (the build's copy, or the file itself).
   */
  send(request: FastifyRequest, reply: FastifyReply, siteDir: string, file: string, cacheControl: string): boolean;
}

/**
 * The build writes compressed copies of the shared assets only (scripts, styles, images, at the best
 * quality). What there is one of per route (pages, route data, the sitemap) is compressed here on its
 * first request, then sent from memory, the least recently used dropped past MAX_CACHED_BYTES; an entry
 * is keyed by path and coding and stamped with the file's size and modification time, so a new build is
 * never answered with an old page.
 */
export function createCompressOnRequest(): CompressOnRequest {
  const cache = new Map<string, { stamp: string; body: Buffer }>();
  let cachedBytes = 0;

  const readCompressed = (full: string, coding: Coding, stamp: string): Buffer => {
    const key = `${coding}:${full}`;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cachedBytes -= cached.body.length;
    }
    // Kept (again) as the most recently used: the map's order is the order of use.
    const body = cached?.stamp === stamp ? cached.body : compress[coding](readFileSync(full));
    cache.set(key, { stamp, body });
    cachedBytes += body.length;
    for (const [oldest, entry] of cache) {
      if (cachedBytes <= MAX_CACHED_BYTES) break;
      cache.delete(oldest);
      cachedBytes -= entry.body.length;
    }
    return body;
  };

  return {
    send(request, reply, siteDir, file, cacheControl) {
      const type = SERVED_TEXT_TYPES[extname(file)];
      if (type === undefined) return false;
      const accepted = readAcceptedCodings(request.headers['accept-encoding']);
      const coding: Coding | undefined = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
      const full = join(siteDir, file);
      if (coding === undefined || existsSync(full + COPY_EXTENSION[coding])) return false;
      const stat = statSync(full);
      if (stat.size < MIN_COMPRESSED_BYTES) return false;
      reply
        .header('Content-Type', type)
        .header('Content-Encoding', coding)
        .header('Vary', 'Accept-Encoding')
        .header('Cache-Control', cacheControl)
        .send(readCompressed(full, coding, `${stat.size}:${stat.mtimeMs}`));
      return true;
    },
  };
}
