import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import { MIN_COMPRESSED_BYTES } from '#site/routes/served-text';

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** gzip's best level beside Brotli's best quality: the shared assets are few and cached for a year. */
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

/**
 * Brotli's quality for files only the editor's preview page loads: a twentieth of the best quality's time
 * for copies 8 % larger, which people editing the site fetch once.
 */
export const QUICK_BROTLI_QUALITY = 5;

const toBrotliOptions = (content: Buffer, quality: number = constants.BROTLI_MAX_QUALITY): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    [constants.BROTLI_PARAM_LGWIN]: chooseWindowBits(content.length),
  },
});

export interface CompressedSizes {
  brotliBytes: number;
  gzipBytes: number;
}

/** A shared asset's compressed copies, by the suffix the server looks for. */
const toCopyFiles = (file: string) => ({ brotli: `${file}.br`, gzip: `${file}.gz` });

/**
 * The files that stand for `file` of `bytes` once writeCompressedCopiesSync has run: the file, and its copies
 * when it is large enough to have them.
 */
export function listServedFiles(file: string, bytes: number): string[] {
  return bytes < MIN_COMPRESSED_BYTES ? [file] : [file, ...Object.values(toCopyFiles(file))];
}

function writeCopies(file: string, brotli: Buffer, gzipped: Buffer): CompressedSizes {
  const copies = toCopyFiles(file);
  writeFileSync(copies.brotli, brotli);
  writeFileSync(copies.gzip, gzipped);
  return { brotliBytes: brotli.length, gzipBytes: gzipped.length };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside a shared asset (a script, a stylesheet, an image), so the
 * server sends them as they are (`preCompressed`), Brotli's at `quality` (its best by default); returns their sizes. zlib's asynchronous calls run on
 * libuv's thread pool, so callers compress several files at once on all cores: for the client build's
 * assets, few and slow to compress.
 */
export async function writeCompressedCopies(
  file: string,
  content: Buffer,
  quality: number = constants.BROTLI_MAX_QUALITY,
): Promise<CompressedSizes> {
  const [brotli, gzipped] = await Promise.all([
    compressBrotli(content, toBrotliOptions(content, quality)),
    compressGzip(content, GZIP_OPTIONS),
  ]);
  return writeCopies(file, brotli, gzipped);
}

/**
 * The same, in the calling thread, for a file of at least 1 KB (undefined for one too small to be worth it):
 * for the stylesheets a rendering thread makes as it renders the pages.
 */
export function writeCompressedCopiesSync(file: string, content: Buffer): CompressedSizes | undefined {
  if (content.length < MIN_COMPRESSED_BYTES) return undefined;
  return writeCopies(file, brotliCompressSync(content, toBrotliOptions(content)), gzipSync(content, GZIP_OPTIONS));
}
