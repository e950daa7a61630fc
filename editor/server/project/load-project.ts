import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LoadedSite } from '#site/loading/load-site';
import { problemCatalogue } from '#site/problems/problem-catalogue';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import { listEditableFiles } from './editable-files';

let last: { key: string; loaded: LoadedSite } | undefined;

/**
 * The site loaded exactly as `npm run check` and the build load it (same loader, same catalogue and severities; a
 * placeholder left from a template is an error, and the site is still made for the preview), with the texts the person has
 * not saved yet in place of the files on disk. Files are named from the manifest's folder. The last answer
 * is kept for the same texts: the check and the preview of one keystroke load the site once.
 */
export function loadProject(manifest: string, unsaved: Map<string, string> = new Map()): LoadedSite {
  const readText = (file: string) => unsaved.get(file) ?? readFileSync(file, 'utf8');
  const key = JSON.stringify(listEditableFiles(manifest).map((file) => [file, readText(file)]));
  if (last?.key === key) return last.loaded;
  const made = loadSiteFromDisk(manifest, { readText, namesFrom: dirname(manifest), whileEditing: true });
  // The site is made for the preview while placeholders are left, but each is the error the build says it is.
  const loaded = {
    ...made,
    problems: made.problems.map((problem) => ({ ...problem, severity: problemCatalogue[problem.code].severity })),
  };
  last = { key, loaded };
  return loaded;
}
