import { expect, it } from 'vitest';
import type { Route } from '#generated/site-types';
import { writeRouteTexts, type RouteText } from '../check/route-text';
import { divideRoutes } from './divide-routes';

const route = (path: string, text = '') =>
  writeRouteTexts([{ path, title: path, description: '', blocks: [{ type: 'rich-text', text }] } as unknown as Route])
    .routes[0];
const pathsOf = (shares: RouteText[][]) => shares.map((share) => share.map((each) => each.path));

const routes = [route('/'), route('/a'), route('/b'), route('/c'), route('/d')];

it('divides by the last render times: the slow route alone, the others beside one another, each share in the site order', () => {
  const times = { '/': 5, '/a': 40, '/b': 10, '/c': 20, '/d': 4 };
  expect(pathsOf(divideRoutes(routes, 2, times))).toEqual([['/a'], ['/', '/b', '/c', '/d']]);
  expect(pathsOf(divideRoutes(routes, 3, times))).toEqual([['/a'], ['/c'], ['/', '/b', '/d']]);
});

it("without times, divides by the routes' data size, which every machine reckons the same", () => {
  const sized = [route('/'), route('/long', 'x'.repeat(900)), route('/a'), route('/b')];
  expect(pathsOf(divideRoutes(sized, 2))).toEqual([['/long'], ['/', '/a', '/b']]);
  // A route added since the times were measured is reckoned from its size at the others' rate.
  expect(pathsOf(divideRoutes(sized, 2, { '/': 1, '/a': 1, '/b': 1 }))).toEqual([['/long'], ['/', '/a', '/b']]);
});

it('gives a share more than there are routes nothing, and every route to one share of one', () => {
  // '/a' is a byte longer than '/': the larger first.
  expect(pathsOf(divideRoutes(routes.slice(0, 2), 3))).toEqual([['/a'], ['/'], []]);
  expect(pathsOf(divideRoutes(routes, 1))).toEqual([routes.map((each) => each.path)]);
});
