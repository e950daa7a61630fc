import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Problem } from '../../../src/site/problems/problem';
import { loadSiteFromDisk } from '../../../scripts/cli/load-site-from-disk';
import { listEditableFiles } from './editable-files';

let last: { key: string; problems: Problem[] } | undefined;

/**
 * The site checked exactly as `npm run check` checks it (same loader, same catalogue, with the severity the
 * catalogue gives a problem while the person is still writing), with the texts the person has not saved yet
 * in place of the files on disk. Files are named from the manifest's folder. The
 * last answer is kept for the same texts: opening and saving unchanged pages does not check again.
 */
export function checkProject(manifest: string, unsaved: Map<string, string> = new Map()): Problem[] {
  const readText = (file: string) => unsaved.get(file) ?? readFileSync(file, 'utf8');
  const key = JSON.stringify(
    listEditableFiles(manifest).map((file) => [file, unsaved.get(file) ?? readFileSync(file, 'utf8')]),
  );
  if (last?.key === key) return last.problems;
  const { problems } = loadSiteFromDisk(manifest, { readText, namesFrom: dirname(manifest), whileEditing: true });
  last = { key, problems };
  return problems;
}
