import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { isPerRouteFile, MIN_COMPRESSED_BYTES, SERVED_TEXT_TYPES } from '#site/routes/served-text';
import { QUICK_BROTLI_QUALITY, writeCompressedCopies, type CompressedSizes } from '../output/write-compressed-copies';

/** Whether the build writes compressed copies of `file` (a path relative to the output folder). */
function isCompressible(file: string): boolean {
  // Dot-folders (the server's settings, Vite's manifest) are never served; the server compresses per-route files.
  return Object.hasOwn(SERVED_TEXT_TYPES, extname(file)) && !/(^|\/)\./.test(file) && !isPerRouteFile(file);
}

async function listTextFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => isCompressible(relative(dir, file)));
}

export interface CompressionReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** What the cache of compressed copies may keep: the copies of a few builds' assets. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The copies of `content` from the cache (by the hash of the content) when a build made them before, else
 * made now and kept there. Written under a name of their own and renamed: builds that run at once share
 * the cache, and a reader sees a whole copy or none.
 */
async function writeCopiesThroughCache(
  file: string,
  content: Buffer,
  quality: number | undefined,
  cacheDir: string,
): Promise<CompressedSizes> {
  const cached = join(
    cacheDir,
    `${createHash('sha256').update(content).digest('hex')}${quality === undefined ? '' : `-q${quality}`}`,
  );
  const copies = ['.br', '.gz'].map((extension) => ({ cached: cached + extension, beside: file + extension }));
  try {
    const now = new Date();
    const [brotli, gzipped] = await Promise.all(
      copies.map(async (copy) => {
        await copyFile(copy.cached, copy.beside);
        await utimes(copy.cached, now, now);
        return (await stat(copy.beside)).size;
      }),
    );
    return { brotliBytes: brotli, gzipBytes: gzipped };
  } catch {
    const sizes = await writeCompressedCopies(file, content, quality);
    const unique = `.${process.pid}-${randomUUID()}`;
    await mkdir(cacheDir, { recursive: true });
    for (const copy of copies) {
      await copyFile(copy.beside, copy.cached + unique);
      await rename(copy.cached + unique, copy.cached);
    }
    return sizes;
  }
}

/** The least recently used copies go once the cache holds more than MAX_CACHE_BYTES. */
async function pruneCache(cacheDir: string): Promise<void> {
  const names = await readdir(cacheDir).catch(() => []);
  const entries = await Promise.all(
    names.map(async (name) => ({ name, ...(await stat(join(cacheDir, name)).catch(() => ({ size: 0, mtimeMs: 0 }))) })),
  );
  let bytes = entries.reduce((sum, entry) => sum + entry.size, 0);
  for (const entry of entries.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
    if (bytes <= MAX_CACHE_BYTES) break;
    await rm(join(cacheDir, entry.name), { force: true });
    bytes -= entry.size;
  }
}

export interface CompressOptions {
  /** Files compressed at once. */
  concurrency?: number;
  /**
   * Where copies are kept between builds, by the hash of the content: an unchanged script, stylesheet or
   * image (most of them, from one build to the next) is copied, not compressed again at the best quality,
   * which is most of this step's time. Without it, every file is compressed.
   */
  cacheDir?: string;
  /** Files (paths from the folder) compressed at QUICK_BROTLI_QUALITY: those only the editor loads. */
  isQuick?: (file: string) => boolean;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every shared text file of `dir` of at least 1 KB (see
 * writeCompressedCopies), `concurrency` files at once.
 */
export async function compressFiles(
  dir: string,
  { concurrency = 8, cacheDir, isQuick = () => false }: CompressOptions = {},
): Promise<CompressionReport> {
  const files = await listTextFiles(dir);
  const report: CompressionReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const content = await readFile(file);
      if (content.length < MIN_COMPRESSED_BYTES) continue;
      const quality = isQuick(relative(dir, file)) ? QUICK_BROTLI_QUALITY : undefined;
      const sizes = await (cacheDir
        ? writeCopiesThroughCache(file, content, quality, cacheDir)
        : writeCompressedCopies(file, content, quality));
      report.files++;
      report.bytes += content.length;
      report.brotliBytes += sizes.brotliBytes;
      report.gzipBytes += sizes.gzipBytes;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (cacheDir) await pruneCache(cacheDir);
  return report;
}
