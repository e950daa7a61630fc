import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_HASHES_FILE } from '../build/incremental/reuse-unchanged-routes';

/** Each route's data hash, as the build recorded it beside its pages. */
function readRouteHashes(dir: string | undefined): { shared?: string; routes: Record<string, string> } {
  if (dir === undefined) return { routes: {} };
  try {
    const { shared, routes } = JSON.parse(readFileSync(join(dir, BUILD_HASHES_FILE), 'utf8')) as {
      shared: string;
      routes: Record<string, [string, ...unknown[]]>;
    };
    return { shared, routes: Object.fromEntries(Object.entries(routes).map(([path, [hash]]) => [path, hash])) };
  } catch {
    return { routes: {} };
  }
}

/**
 * The addresses of the pages a build changed against an earlier one, new ones first (every page, when what
 * all pages share changed: the menus, the settings, the code), and those it no longer has.
 */
export function listChangedPages(before: string | undefined, after: string): { changed: string[]; removed: string[] } {
  const old = readRouteHashes(before);
  const now = readRouteHashes(after);
  const everything = old.shared !== now.shared;
  const changed = Object.keys(now.routes).filter((path) => everything || old.routes[path] !== now.routes[path]);
  // New pages first: after a menu edit every page changed, and the page just added is the one to look at.
  const isNew = (path: string) => !Object.hasOwn(old.routes, path);
  return {
    changed: [...changed.filter(isNew), ...changed.filter((path) => !isNew(path))],
    removed: Object.keys(old.routes).filter((path) => !Object.hasOwn(now.routes, path)),
  };
}
