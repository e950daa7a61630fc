import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { isPerRouteFile, SERVED_TEXT_TYPES } from '../../../src/site/routes/served-text';
import { writeCompressedCopies } from '../output/write-compressed-copies';

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

/**
 * Writes `<file>.br` and `<file>.gz` beside every shared text file of `dir` of at least 1 KB (see
 * writeCompressedCopies), `concurrency` files at once.
 */
export async function compressFiles(
  dir: string,
  { concurrency = 8 }: { concurrency?: number } = {},
): Promise<CompressionReport> {
  const files = await listTextFiles(dir);
  const report: CompressionReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const content = await readFile(file);
      const sizes = await writeCompressedCopies(file, content);
      if (!sizes) continue;
      report.files++;
      report.bytes += content.length;
      report.brotliBytes += sizes.brotliBytes;
      report.gzipBytes += sizes.gzipBytes;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
