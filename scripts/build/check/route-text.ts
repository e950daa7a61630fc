import type { Route } from '#generated/site-types';
import { hashText } from '../../cli/hash-text';

/** A route of RouteTexts: where its JSON is, and the hash of that text. */
export interface RouteText {
  path: string;
  /** Whether its page needs rendering again (see reuseUnchangedRoutes). */
  hash: string;
  chunk: number;
  start: number;
  end: number;
}

/**
 * Every checked route's data as the build hands it on: the JSON its page's route.json holds, written once,
 * in the check's thread, into memory every thread shares, and its hash. Neither the route's objects nor
 * their text are copied from the check's thread to this one and on to the render threads: at 100,000
 * routes, the check's objects, their texts and the copies of those were the build's peak (1.1 GB); at
 * 10,000, copying the objects took a tenth of a second.
 */
export interface RouteTexts {
  chunks: SharedArrayBuffer[];
  /** In the site's order, or a share of them. */
  routes: RouteText[];
}

/** Each chunk of shared memory holds many routes; the last one's unwritten end is never touched, so never resident. */
const CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * Writes `routes` (see RouteTexts), letting go of each route in the list as it is written when `release`
 * is set: the caller has no more use for them, and the memory they held serves the texts.
 */
export function writeRouteTexts(routes: Array<Route | undefined>, { release = false } = {}): RouteTexts {
  const chunks: SharedArrayBuffer[] = [];
  let chunk: Buffer<ArrayBufferLike> = Buffer.alloc(0);
  let at = 0;
  const texts = routes.map((route, index): RouteText => {
    const json = JSON.stringify(route);
    if (release) routes[index] = undefined;
    const bytes = Buffer.byteLength(json);
    if (at + bytes > chunk.length) {
      chunks.push(new SharedArrayBuffer(Math.max(CHUNK_BYTES, bytes)));
      chunk = Buffer.from(chunks[chunks.length - 1]);
      at = 0;
    }
    chunk.write(json, at);
    const hash = hashText(json);
    at += bytes;
    return { path: route!.path, hash, chunk: chunks.length - 1, start: at - bytes, end: at };
  });
  return { chunks, routes: texts };
}

/** A route's JSON, as bytes (see RouteTexts). */
export function readRouteJson(chunks: SharedArrayBuffer[], route: RouteText): Buffer<ArrayBufferLike> {
  return Buffer.from(chunks[route.chunk], route.start, route.end - route.start);
}
