import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Route } from '#generated/site-types';
import { readRouteJson, writeRouteTexts } from './route-text';

const route = (path: string, text: string) =>
  ({ path, title: path, description: 'Ünïcode — ✓', blocks: [{ type: 'rich-text', text }] }) as unknown as Route;

it("gives back each route's JSON byte for byte, with its hash, whether it shares a chunk or needs one of its own", () => {
  // Three small routes share a chunk; a 9 MB one (larger than a chunk) and a 5 MB one after it each start a new one.
  const routes = [
    route('/', 'a'),
    route('/b', 'b'),
    route('/c', 'é'),
    route('/large', 'x'.repeat(9 * 1024 * 1024)),
    route('/after', 'y'.repeat(5 * 1024 * 1024)),
  ];
  const texts = writeRouteTexts(routes);
  expect(texts.routes.map((text) => [text.path, text.chunk])).toEqual([
    ['/', 0],
    ['/b', 0],
    ['/c', 0],
    ['/large', 1],
    ['/after', 2],
  ]);
  routes.forEach((each, index) => {
    const json = JSON.stringify(each);
    expect(readRouteJson(texts.chunks, texts.routes[index]).toString()).toBe(json);
    expect(texts.routes[index].hash).toBe(createHash('sha256').update(json).digest('base64url'));
  });
});

it('lets go of the routes it has written when told to, and only then', () => {
  const kept = [route('/', 'a'), route('/b', 'b')];
  writeRouteTexts(kept);
  expect(kept.map((each) => each.path)).toEqual(['/', '/b']);
  const released: Array<Route | undefined> = [route('/', 'a'), route('/b', 'b')];
  expect(writeRouteTexts(released, { release: true }).routes.map((text) => text.path)).toEqual(['/', '/b']);
  expect(released).toEqual([undefined, undefined]);
});
