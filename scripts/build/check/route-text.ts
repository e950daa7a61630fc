import { createHash } from 'node:crypto';
import type { Route } from '#generated/site-types';

/**
 * A checked route as the build hands it on: its data as the JSON its page's route.json holds, and that
 * text's hash, which says whether its page needs rendering again (see reuseUnchangedRoutes). Text, not
 * the route's objects: at 10,000 routes, objects crossing from the check's thread to this one (and on to
 * the render threads) are taken apart and put together again, a tenth of a second, where strings are
 * copied whole; and each route is made into JSON and hashed once, in the check's thread.
 */
export interface RouteText {
  path: string;
  json: string;
  hash: string;
}

export function toRouteText(route: Route): RouteText {
  const json = JSON.stringify(route);
  return { path: route.path, json, hash: createHash('sha256').update(json).digest('base64url') };
}
