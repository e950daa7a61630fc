import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LoadedSite } from '../../../src/site/manifest/load-site';
import { loadSiteFromDisk } from '../../../scripts/cli/load-site-from-disk';
import { listEditableFiles } from './editable-files';

let last: { key: string; loaded: LoadedSite } | undefined;

/**
 * The site loaded exactly as `npm run check` and the build load it (same loader, same catalogue, with the
 * severity the catalogue gives a problem while the person is still writing), with the texts the person has
 * not saved yet in place of the files on disk. Files are named from the manifest's folder. The last answer
 * is kept for the same texts: the check and the preview of one keystroke load the site once.
 */
export function loadProject(manifest: string, unsaved: Map<string, string> = new Map()): LoadedSite {
  const readText = (file: string) => unsaved.get(file) ?? readFileSync(file, 'utf8');
  const key = JSON.stringify(listEditableFiles(manifest).map((file) => [file, readText(file)]));
  if (last?.key === key) return last.loaded;
  const loaded = loadSiteFromDisk(manifest, { readText, namesFrom: dirname(manifest), whileEditing: true });
  last = { key, loaded };
  return loaded;
}
