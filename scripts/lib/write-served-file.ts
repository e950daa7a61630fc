import { writeFileSync } from 'node:fs';
import { writeCompressedCopies } from './write-compressed-copies';

/**
 * A file the server sends, with its compressed copies beside it, written as soon as it is made. The writes
 * are synchronous: a page's three files take microseconds each, which a promise's trip through the thread
 * pool multiplied (at 10,000 routes, 60,000 files: 12 s of the prerender's 36); the compression, the
 * real work, still runs on the pool beside the rendering.
 */
export async function writeServedFile(file: string, text: string): Promise<void> {
  const content = Buffer.from(text);
  writeFileSync(file, content);
  await writeCompressedCopies(file, content);
}
