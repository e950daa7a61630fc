import { expect, it } from 'vitest';
import { getAt } from './get-at';

const data = { routes: [{ path: '/', blocks: [{ type: 'stats', items: [0, false] }] }], empty: null };

it('reads the value at a path of keys and list indexes, as numbers or as a pointer’s texts', () => {
  expect(getAt(data, ['routes', 0, 'path'])).toBe('/');
  expect(getAt(data, ['routes', '0', 'blocks', '0', 'type'])).toBe('stats');
  expect(getAt(data, ['routes', 0, 'blocks', 0, 'items', 1])).toBe(false);
  expect(getAt(data, [])).toBe(data);
});

it('is undefined where nothing is, never an error', () => {
  expect(getAt(data, ['routes', 3, 'path'])).toBeUndefined();
  expect(getAt(data, ['empty', 'title'])).toBeUndefined();
  expect(getAt(data, ['routes', 0, 'path', 'deeper'])).toBeUndefined();
  expect(getAt(undefined, ['routes'])).toBeUndefined();
});
