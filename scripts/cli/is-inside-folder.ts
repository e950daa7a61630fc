import { lstatSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';

/**
 * Whether `file` (there already, or about to be made) really lies inside `folder`, links followed: a name
 * that climbs out, or a link in the folder pointing elsewhere (or nowhere), is outside. Every place that reads
 * or writes a file a request or a manifest names asks this first.
 */
export function isInsideFolder(folder: string, file: string): boolean {
  let existing = resolve(file);
  const rest: string[] = [];
  while (!lstatSync(existing, { throwIfNoEntry: false })) {
    rest.unshift(basename(existing));
    existing = dirname(existing);
  }
  try {
    return join(realpathSync(existing), ...rest).startsWith(realpathSync(folder) + sep);
  } catch {
    // A link to nothing: writing through it would make its target, wherever that is.
    return false;
  }
}
