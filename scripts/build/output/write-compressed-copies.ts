import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Below this a compressed copy saves less than a packet, and the server sends the file itself. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli quality per file. Shared assets (scripts, styles, images) are few and cached for a year: they get
 * quality 11. Pages and route data are one per route, and the sitemap grows with the routes: quality 11
 * costs about 1.8 ms per KB (74 ms for a 41 KB page, 12 minutes at 10,000 routes, and 2 s for that many
 * routes' sitemap), quality 5 about 40 times less for a file 10 % larger (7,620 bytes against 6,894 on
 * that page), so a build of ten thousand pages stays in seconds.
 */
const isPerRoute = (file: string) => file.endsWith('.html') || ['route.json', 'sitemap.xml'].includes(basename(file));

function chooseBrotliQuality(file: string): number {
  return isPerRoute(file) ? 5 : constants.BROTLI_MAX_QUALITY;
}

/**
 * gzip's best level, for the shared assets only. What there is one of per route gets no gzip copy: every
 * browser the site supports takes Brotli, and the rare client that does not has the file gzipped by the
 * server, once (server/create-gzip-fallback.ts). At 10,000 routes that is 20,000 files and compressions
 * fewer for the build to make.
 */
const GZIP_OPTIONS = { level: constants.Z_BEST_COMPRESSION };

/**
 * The window just large enough for the whole file (Brotli's default is 4 MB): a small file compresses
 * the same or slightly smaller, and faster, since the encoder sets up less memory for it.
 */
const chooseWindowBits = (bytes: number) =>
  Math.max(
    constants.BROTLI_MIN_WINDOW_BITS,
    Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1)) + 1),
  );

function toBrotliOptions(file: string, content: Buffer): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: chooseBrotliQuality(file),
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [constants.BROTLI_PARAM_LGWIN]: chooseWindowBits(content.length),
    },
  };
}

export interface CompressedSizes {
  brotliBytes: number;
  /** Undefined for a per-route file, which has no gzip copy. */
  gzipBytes?: number;
}

function writeCopies(file: string, brotli: Buffer, gzipped: Buffer | undefined): CompressedSizes {
  writeFileSync(`${file}.br`, brotli);
  if (gzipped) writeFileSync(`${file}.gz`, gzipped);
  return { brotliBytes: brotli.length, gzipBytes: gzipped?.length };
}

/**
 * Writes `<file>.br` and (for a shared asset) `<file>.gz` beside a served text file of at least 1 KB, so the server sends them
 * as they are (`preCompressed`) instead of compressing on each request; returns their sizes, or undefined
 * for a file too small to be worth it. zlib's asynchronous calls run on libuv's thread pool, so callers
 * compress several files at once on all cores: for the client build's assets, few and slow to compress.
 */
export async function writeCompressedCopies(file: string, content: Buffer): Promise<CompressedSizes | undefined> {
  if (content.length < MIN_COMPRESSED_BYTES) return undefined;
  const [brotli, gzipped] = await Promise.all([
    compressBrotli(content, toBrotliOptions(file, content)),
    isPerRoute(file) ? undefined : compressGzip(content, GZIP_OPTIONS),
  ]);
  return writeCopies(file, brotli, gzipped);
}

/**
 * The same, in the calling thread: for the pages, which each rendering thread compresses as it makes them.
 * An asynchronous call costs two to three times the compression itself for a page of a few KB (setting up
 * the encoder in the calling thread, the trip to the pool and back).
 */
export function writeCompressedCopiesSync(file: string, content: Buffer): CompressedSizes | undefined {
  if (content.length < MIN_COMPRESSED_BYTES) return undefined;
  return writeCopies(
    file,
    brotliCompressSync(content, toBrotliOptions(file, content)),
    isPerRoute(file) ? undefined : gzipSync(content, GZIP_OPTIONS),
  );
}
