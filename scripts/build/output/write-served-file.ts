import { writeFileSync } from 'node:fs';
import { isPerRouteFile } from '#site/routes/served-text';
import { writeCompressedCopiesSync } from './write-compressed-copies';

/**
 * A file the server sends, written as soon as it is made, in the thread that made it. A shared one (a
 * stylesheet) gets its compressed copies beside it; what there is one of per route (a page, its data, the
 * sitemap) is written as it is, and the server compresses it on its first request (server/compress-on-request.ts):
 * compressing every page took a third of the prerender's time, for pages most of which are seldom asked for.
 * Synchronous: a page's files take microseconds each to write, which promises multiplied (a trip through the
 * thread pool per write). A large site's pages render on a thread per core (see prerenderRoutes).
 */
export function writeServedFile(file: string, text: string | Buffer<ArrayBufferLike>): void {
  const content = typeof text === 'string' ? Buffer.from(text) : text;
  writeFileSync(file, content);
  if (!isPerRouteFile(file)) writeCompressedCopiesSync(file, content);
}
