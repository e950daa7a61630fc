import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Route } from '../../src/generated/site-types';
import { toRouteDataUrl } from '../../src/site/route-data-url';
import { toHtmlFile } from './prerender';
import { MIN_COMPRESSED_BYTES } from './write-compressed-copies';

/** Beside the pages it describes, in a dot-file the server never sends. */
export const BUILD_HASHES_FILE = '.build-hashes.json';

/** Per route: the hash of its inputs, and the sizes of its page and its data (which tell whether they have compressed copies). */
type RouteRecord = [hash: string, htmlBytes: number, dataBytes: number];

interface BuildHashes {
  shared: string;
  routes: Record<string, RouteRecord>;
}

function readBuildHashes(dir: string): BuildHashes | undefined {
  const file = join(dir, BUILD_HASHES_FILE);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildHashes;
  } catch {
    return undefined; // A damaged record only means a full render.
  }
}

/** A page's files: the HTML and the route data, each with its compressed copies when it has them. */
function listRouteFiles(dir: string, path: string, [, htmlBytes, dataBytes]: RouteRecord): string[] {
  const withCopies = (file: string, bytes: number) => (bytes >= MIN_COMPRESSED_BYTES ? [file, `${file}.br`, `${file}.gz`] : [file]);
  return [...withCopies(toHtmlFile(dir, path), htmlBytes), ...withCopies(join(dir, toRouteDataUrl(path)), dataBytes)];
}

export interface RouteReuse {
  /** For prerenderRoutes: links an unchanged route's files from the previous build into the new one and returns its HTML's size. */
  reuse(route: Route): Promise<number | undefined>;
  /** Records, after prerendering, what every route of the new build was made from. */
  writeHashes(sizes: Array<{ path: string; bytes: number }>): Promise<void>;
}

/**
 * Incremental builds without a key for anyone to write. A route is made from its own entry in the site
 * (its blocks, with the collection entries they refer to already resolved into them by the loader) and
 * from what every page shares: the bundles, the build's code, the settings and the navigation, hashed as
 * `shared`. When neither changed since the build in `previousDir`, the route's files are hard-linked from
 * it into `nextDir`: no render, no compression, no copy, and the previous build stays untouched until the
 * new one replaces it. A route gone from the site is simply never linked.
 */
export function reuseUnchangedRoutes(previousDir: string, nextDir: string, shared: string): RouteReuse {
  const previous = readBuildHashes(previousDir);
  const previousRoutes = previous?.shared === shared ? previous.routes : {};
  const made = new Map<string, { hash: string; dataBytes: number }>();

  const reuse = async (route: Route): Promise<number | undefined> => {
    // The route's data is what its page is rendered from, and what prerendering writes as its route.json.
    const data = JSON.stringify(route);
    const hash = createHash('sha256').update(data).digest('base64url');
    made.set(route.path, { hash, dataBytes: Buffer.byteLength(data) });
    const record = Object.hasOwn(previousRoutes, route.path) ? previousRoutes[route.path] : undefined;
    if (record?.[0] !== hash) return undefined;
    const from = listRouteFiles(previousDir, route.path, record);
    const to = listRouteFiles(nextDir, route.path, record);
    await mkdir(dirname(to[0]), { recursive: true });
    const linked = await Promise.allSettled(from.map((file, index) => link(file, to[index])));
    if (linked.every((result) => result.status === 'fulfilled')) return record[1];
    // A file of the previous build is missing: the route is rendered, over none of its linked files
    // (writing over a link would change the previous build's file too).
    await Promise.all(to.filter((_, index) => linked[index].status === 'fulfilled').map((file) => unlink(file)));
    return undefined;
  };

  const writeHashes = async (sizes: Array<{ path: string; bytes: number }>) => {
    const htmlBytes = new Map(sizes.map(({ path, bytes }) => [path, bytes]));
    const routes: Record<string, RouteRecord> = {};
    for (const [path, { hash, dataBytes }] of made) routes[path] = [hash, htmlBytes.get(path) ?? 0, dataBytes];
    await writeFile(join(nextDir, BUILD_HASHES_FILE), JSON.stringify({ shared, routes }));
  };
  return { reuse, writeHashes };
}
