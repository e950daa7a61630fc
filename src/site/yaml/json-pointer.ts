/** One segment of a JSON pointer (RFC 6901): `~` and `/` in a key are written `~0` and `~1`. */
export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** A pointer from its segments: `['routes', '3', 'a/b']` → `/routes/3/a~1b`. */
export function joinPointer(segments: Array<string | number>): string {
  return segments.map((segment) => `/${escapePointerSegment(String(segment))}`).join('');
}

/** The segments of a pointer, unescaped; the root (`''` or `/`) has none. */
export function splitPointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The last segment of a pointer, unescaped: the key or index the pointer ends at. */
export function lastPointerSegment(pointer: string): string {
  return splitPointer(pointer).at(-1) ?? '';
}
