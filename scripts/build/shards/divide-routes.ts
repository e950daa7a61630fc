import type { RouteText } from '../check/route-text';

/**
 * The routes in `count` shares of about equal work, each in the site's order. A route's work is its last
 * measured render time (`times`, in ms); one without (added since) is reckoned from its data's size at the
 * rate the measured ones took; with no times at all (a fresh clone), the data's size alone, which is
 * stable and grows with what there is to render. Largest first, each to the share with the least so far,
 * the lower share on a tie: the same routes and times give every share the same division, on any machine.
 */
export function divideRoutes(routes: RouteText[], count: number, times: Record<string, number> = {}): RouteText[][] {
  const sizes = routes.map((route) => route.end - route.start);
  const measured = routes.flatMap((route, index) =>
    Object.hasOwn(times, route.path) ? [[times[route.path], sizes[index]]] : [],
  );
  const measuredBytes = measured.reduce((sum, [, bytes]) => sum + bytes, 0);
  const rate = measuredBytes > 0 ? measured.reduce((sum, [ms]) => sum + ms, 0) / measuredBytes : 1;
  const work = routes.map((route, index) =>
    Object.hasOwn(times, route.path) ? times[route.path] : sizes[index] * rate,
  );
  const loads = new Array<number>(count).fill(0);
  const shareOf = new Array<number>(routes.length);
  const largestFirst = routes.map((_, index) => index).sort((a, b) => work[b] - work[a] || a - b);
  for (const index of largestFirst) {
    const share = loads.indexOf(Math.min(...loads));
    shareOf[index] = share;
    loads[share] += work[index];
  }
  return loads.map((_, share) => routes.filter((_, index) => shareOf[index] === share));
}
