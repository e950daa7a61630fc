import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Problem } from '../../../src/site/problems/problem';
import { loadSiteFromDisk } from '../../../scripts/cli/load-site-from-disk';

/**
 * The site checked exactly as `npm run check` checks it (same loader, same catalogue), with the texts the
 * person has not saved yet in place of the files on disk. Files are named from the manifest's folder.
 */
export function checkProject(manifest: string, unsaved: Map<string, string> = new Map()): Problem[] {
  return loadSiteFromDisk(manifest, {
    readText: (file) => unsaved.get(file) ?? readFileSync(file, 'utf8'),
    namesFrom: dirname(manifest),
  }).problems;
}
