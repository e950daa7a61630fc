import type { ManifestLocator } from '../manifest/locate-in-manifest';
import { createProblem, locateProblem } from '../problems/create-problem';
import { describePlace } from '../problems/describe-place';
import type { Problem } from '../problems/problem';

/** A route as the check reads it, before the validator has vouched for its shape. */
export interface RouteLike {
  path?: unknown;
  blocks?: unknown;
}

/** Duplicate route paths and duplicate block ids within a page: rules JSON Schema cannot say. */
function findDuplicates(routes: RouteLike[], locator: ManifestLocator, file: string): Problem[] {
  const problems: Problem[] = [];
  const firstRouteAt = new Map<string, number>();
  routes.forEach((route, index) => {
    if (typeof route?.path === 'string') {
      const first = firstRouteAt.get(route.path);
      if (first === undefined) firstRouteAt.set(route.path, index);
      else {
        const pointer = `/routes/${index}/path`;
        problems.push(
          createProblem(
            'duplicate-route',
            {
              path: route.path,
              firstAt: describePlace(locator.locate(`/routes/${first}/path`), locator.locate(pointer)),
              firstRoute: `routes[${first}]`,
            },
            locateProblem(locator, file, pointer),
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
