import { writeFileSync } from 'node:fs';
import { writeCompressedCopiesSync } from './write-compressed-copies';

/**
 * A file the server sends, with its compressed copies beside it, written as soon as it is made, in the
 * thread that made it. Synchronous: a page's three files take microseconds each to write, and its
 * compression well under a millisecond, which promises multiplied (a trip through the thread pool per
 * write and per compression). A large site's pages render on a thread per core (see prerenderRoutes), so
 * every core renders and compresses at once.
 */
export function writeServedFile(file: string, text: string): void {
  const content = Buffer.from(text);
  writeFileSync(file, content);
  writeCompressedCopiesSync(file, content);
}
