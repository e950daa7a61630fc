import type { Route } from '#generated/site-types';
import type { Checked, CheckedForBuild } from './check-for-build';

/** The check's answer as the build uses it: the site whole again, with the hash of each route's data. */
export function receiveCheckedSite({ routes, ...checked }: CheckedForBuild): Checked & {
  routeHashes?: WeakMap<Route, string>;
} {
  if (!checked.site || !routes) return checked;
  const site = { ...checked.site, routes: routes.texts.map((text) => JSON.parse(text) as Route) };
  return {
    ...checked,
    site,
    routeHashes: new WeakMap(site.routes.map((route, index) => [route, routes.hashes[index]])),
  };
}
