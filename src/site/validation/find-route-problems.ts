import type { ManifestLocator } from '../problems/manifest-locator';
import { createProblem, locateProblem } from '../problems/create-problem';
import { describePlace } from '../problems/describe-place';
import type { Problem } from '../problems/problem';

/** A route as the check reads it, before the validator has vouched for its shape. */
export interface RouteLike {
  path?: unknown;
  blocks?: unknown;
}

/** `path-2` (or -3, …): the first path like `path` that no route has, for a fix that can be followed as written. */
function findFreePath(path: string, paths: Set<unknown>): string {
  const stem = path.replace(/\/$/, '') || '/page';
  let n = 2;
  while (paths.has(`${stem}-${n}`)) n++;
  return `${stem}-${n}`;
}

/** Duplicate route paths and duplicate block ids within a page: rules JSON Schema cannot say. */
function findDuplicates(routes: RouteLike[], locator: ManifestLocator, file: string): Problem[] {
  const problems: Problem[] = [];
  const paths = new Set(routes.map((route) => route?.path).filter((path) => typeof path === 'string'));
  const firstRouteAt = new Map<string, number>();
  routes.forEach((route, index) => {
    if (typeof route?.path === 'string') {
      const first = firstRouteAt.get(route.path);
      if (first === undefined) firstRouteAt.set(route.path, index);
      else {
        const pointer = `/routes/${index}/path`;
        const place = locateProblem(locator, file, pointer);
        problems.push(
          createProblem(
            'duplicate-route',
            {
              path: route.path,
              firstAt: describePlace(locator.locate(`/routes/${first}/path`), locator.locate(pointer)),
              firstRoute: `routes[${first}]`,
              freePath: findFreePath(route.path, paths),
              madeFrom:
                place.pages?.ids.length === 1
                  ? { collection: place.pages.collection, id: place.pages.ids[0] }
                  : undefined,
            },
            place,
          ),
        );
      }
    }
    const firstBlockAt = new Map<string, number>();
    (Array.isArray(route?.blocks) ? route.blocks : []).forEach((block: { id?: unknown }, blockIndex: number) => {
      if (typeof block?.id !== 'string') return;
      const firstBlock = firstBlockAt.get(block.id);
      if (firstBlock === undefined) firstBlockAt.set(block.id, blockIndex);
      else
        problems.push(
          createProblem(
            'duplicate-block-id',
            {
              id: block.id,
              firstIndex: firstBlock,
              firstLine: locator.locate(`/routes/${index}/blocks/${firstBlock}/id`).line,
            },
            locateProblem(locator, file, `/routes/${index}/blocks/${blockIndex}/id`),
          ),
        );
    });
  });
  return problems;
}

/** Every site has a home page: without one, `/` would answer with a bare template (or nothing). */
function findMissingHome(routes: RouteLike[], locator: ManifestLocator, file: string): Problem[] {
  if (routes.length === 0 || routes.some((route) => route?.path === '/')) return [];
  return [createProblem('missing-home', {}, { ...locateProblem(locator, file, '/routes'), place: 'routes' })];
}

/** What JSON Schema cannot say about the routes: duplicate paths, duplicate block ids on a page, no home page. */
export function findRouteProblems(routes: RouteLike[], locator: ManifestLocator, file: string): Problem[] {
  return [...findDuplicates(routes, locator, file), ...findMissingHome(routes, locator, file)];
}
