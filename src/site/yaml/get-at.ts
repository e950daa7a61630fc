/** The value at `path` (keys and list indexes, e.g. `['routes', 3, 'title']`) in parsed data, or undefined. */
export function getAt(data: unknown, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
    data,
  );
}
