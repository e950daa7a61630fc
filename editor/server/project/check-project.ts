import type { Problem } from '#site/problems/problem';
import { loadProject } from './load-project';

/**
 * The site checked exactly as `npm run check` checks it (see loadProject), with the texts the person has not
 * saved yet in place of the files on disk.
 */
export function checkProject(manifest: string, unsaved: Map<string, string> = new Map()): Problem[] {
  return loadProject(manifest, unsaved).problems;
}
