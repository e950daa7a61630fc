import { readBuildHashes } from '../build/incremental/reuse-unchanged-routes';

/** Each route's data hash as the build recorded it beside its pages, and what all its pages share. */
function readRouteHashes(dir: string | undefined): { shared?: string; routes: Record<string, string> } {
  const hashes = dir === undefined ? undefined : readBuildHashes(dir);
  if (!hashes) return { routes: {} };
  return {
    // The header and footer too: a menu edited changes every page.
    shared: `${hashes.shared} ${hashes.shell}`,
    routes: Object.fromEntries(Object.entries(hashes.routes).map(([path, [hash]]) => [path, hash])),
  };
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
