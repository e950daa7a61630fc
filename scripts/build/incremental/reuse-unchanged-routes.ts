import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { toRouteDataUrl } from '#site/routes/route-data-url';
import type { PageSize } from '../prerender/prerender';
import type { RouteText } from '../check/route-text';
import { toHtmlFile } from '../prerender/to-html-file';

/** Beside the pages it describes, in a dot-file the server never sends. */
export const BUILD_HASHES_FILE = '.build-hashes.json';

/** Per route: the hash of its data, the size of its page, and its page's stylesheet of block rules, if any. */
type RouteRecord = [hash: string, htmlBytes: number, sheet?: string];

interface BuildHashes {
  shared: string;
  routes: Record<string, RouteRecord>;
}

/** The record of the build in `dir`, from its text when the caller has read it already. */
export function readBuildHashes(dir: string, text?: string): BuildHashes | undefined {
  const file = join(dir, BUILD_HASHES_FILE);
  if (text === undefined && !existsSync(file)) return undefined;
  try {
    return JSON.parse(text ?? readFileSync(file, 'utf8')) as BuildHashes;
  } catch {
    return undefined; // A damaged record only means a full build.
  }
}

/** A page's files: the HTML and the route data (the server compresses them on request; see writeServedFile). */
function listRouteFiles(dir: string, path: string): string[] {
  return [toHtmlFile(dir, path), join(dir, toRouteDataUrl(path))];
}

/** The record of the build `dir` holds, and the routes whose files are all still there. */
export interface PreviousPages {
  hashes: BuildHashes;
  present: Set<string>;
}

/**
 * What `dir` holds of its last build (see PreviousPages), undefined without a readable record (its text
 * `record`, when read already). A build
 * reads it while the manifest is checked: at 10,000 routes, looking for 20,000 files takes a tenth of a
 * second, which a build of one edited route would otherwise wait for after the check.
 */
export function readPreviousPages(dir: string, record?: string): PreviousPages | undefined {
  const hashes = readBuildHashes(dir, record);
  if (!hashes) return undefined;
  const present = new Set(
    Object.keys(hashes.routes).filter((path) => listRouteFiles(dir, path).every((file) => existsSync(file))),
  );
  return { hashes, present };
}

/** Removes a route's folder and those above it once they are empty, as a build without the route would never have made them. */
async function removeEmptyFolders(dir: string, root: string): Promise<void> {
  for (let folder = dir; folder.startsWith(root + sep); folder = dirname(folder)) {
    const entries = await readdir(folder).catch(() => undefined);
    if (entries && entries.length > 0) return;
    if (entries) await rmdir(folder);
  }
}

export interface RouteReuse {
  /** Whether `outDir` holds a build made with the same shared inputs, so that only changed routes need rendering into `nextDir`. */
  incremental: boolean;
  /** For prerenderRoutes: the page size (and stylesheet) of a route `outDir` already holds as it would be rendered now. */
  reuse(route: RouteText): Omit<PageSize, 'path'> | undefined;
  /** Records, after prerendering, what every route of the new build was made from (in `nextDir`). */
  writeHashes(sizes: PageSize[]): Promise<void>;
  /**
   * For an incremental build: moves what `nextDir` holds (the routes rendered again, the sitemap, the
   * settings, this record) over `outDir`, after removing the files of the routes that changed or are gone,
   * and then the block stylesheets no page links any more.
   */
  publishInPlace(): Promise<void>;
}

/**
 * Incremental builds without a key for anyone to write. A route is made from its own entry in the site
 * (its blocks, with the collection entries they refer to already resolved into them by the loader) and
 * from what every page shares: the bundles, the build's code, the settings and the navigation, hashed as
 * `shared`. When `shared` is what the build in `outDir` was made with, only the routes whose data changed
 * are rendered (into `nextDir`), and publishing touches only their files: a build with nothing changed
 * writes no page, at any number of routes. Otherwise the build is a full one.
 * The record goes last, so a build stopped half-way through publishing leaves none, and the next build
 * is a full one.
 */
export function reuseUnchangedRoutes(
  outDir: string,
  nextDir: string,
  shared: string,
  previous = readPreviousPages(outDir),
): RouteReuse {
  const previousRoutes = previous?.hashes.shared === shared ? previous.hashes.routes : undefined;
  const made = new Map<string, string>();

  const reuse = ({ path, hash }: RouteText): Omit<PageSize, 'path'> | undefined => {
    // The route's data is what its page is rendered from, and what prerendering writes as its route.json.
    made.set(path, hash);
    const record = previousRoutes && Object.hasOwn(previousRoutes, path) ? previousRoutes[path] : undefined;
    // A page someone removed from the output is rendered again, as a cold build would have it.
    const kept = record?.[0] === hash && previous!.present.has(path);
    return kept ? { bytes: record[1], sheet: record[2] } : undefined;
  };
  let sheets = new Set<string>();

  const writeHashes = async (sizes: PageSize[]) => {
    const pages = new Map(sizes.map((size) => [size.path, size]));
    const routes: Record<string, RouteRecord> = {};
    for (const [path, hash] of made) {
      const page = pages.get(path);
      routes[path] = page?.sheet ? [hash, page.bytes, page.sheet] : [hash, page?.bytes ?? 0];
    }
    sheets = new Set(sizes.flatMap((size) => (size.sheet ? [size.sheet] : [])));
    await writeFile(join(nextDir, BUILD_HASHES_FILE), JSON.stringify({ shared, routes }));
  };

  const publishInPlace = async () => {
    await rm(join(outDir, BUILD_HASHES_FILE), { force: true });
    const stale = Object.entries(previousRoutes ?? {}).filter(([path, record]) => made.get(path) !== record[0]);
    for (const [path] of stale) {
      await Promise.all(listRouteFiles(outDir, path).map((file) => rm(file, { force: true })));
      await removeEmptyFolders(dirname(toHtmlFile(outDir, path)), outDir);
    }
    const files = (await readdir(nextDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(nextDir, join(entry.parentPath, entry.name)));
    for (const file of files.filter((name) => name !== BUILD_HASHES_FILE)) {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await rename(join(nextDir, file), join(outDir, file));
    }
    // A stylesheet only the changed or removed pages linked would be left behind, which a full build would not write.
    const assets = join(outDir, 'assets');
    const unlinked = (await readdir(assets)).filter(
      (name) =>
        /^page-[0-9a-f]+\.css(\.br|\.gz)?$/.test(name) && !sheets.has(`assets/${name.replace(/\.(br|gz)$/, '')}`),
    );
    await Promise.all(unlinked.map((name) => rm(join(assets, name), { force: true })));
    await rename(join(nextDir, BUILD_HASHES_FILE), join(outDir, BUILD_HASHES_FILE));
    await rm(nextDir, { recursive: true, force: true });
  };

  return { incremental: previousRoutes !== undefined, reuse, writeHashes, publishInPlace };
}
