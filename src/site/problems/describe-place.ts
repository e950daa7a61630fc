import type { Position } from './manifest-locator';

/** "line 12" for a place in the same file as the problem; "pages/a.yaml:12" for one in another file. */
export function describePlace(place: Position, problemAt: Position): string {
  return place.file !== undefined && place.file !== problemAt.file
    ? `${place.file}:${place.line}`
    : `line ${place.line}`;
}
