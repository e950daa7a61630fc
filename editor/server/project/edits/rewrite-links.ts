import { readFileSync } from 'node:fs';
import { writeFilesAtomically } from '#scripts/cli/write-file-atomically';
import { applyChanges } from '../apply-changes';
import { findLinkPlaces } from './find-links-to';
import { readOutline } from '../read-outline';
import { YamlWriteError } from '#editor/server/yaml/write-yaml-value';

/** `text` with its links to `from` (the address, its #anchors, Markdown links to either) pointing at `to`. */
function relink(text: string, from: string, to: string): string {
  if (text === from || text.startsWith(`${from}#`)) return `${to}${text.slice(from.length)}`;
  return text.split(`](${from})`).join(`](${to})`).split(`](${from}#`).join(`](${to}#`);
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * After a page's address changed from `from` to `to`: every link to the old address, in every file of the
 * site, points at the new one, each written in its own lines. Refused while a page still has the old
 * address (its links are not broken) or none has the new one.
 */
export function rewriteLinks(manifest: string, from: unknown, to: unknown): { done: string } {
  if (typeof from !== 'string' || typeof to !== 'string' || !from.startsWith('/') || !to.startsWith('/'))
    throw new YamlWriteError('both addresses must be page addresses, starting with /');
  const paths = new Set(readOutline(manifest).routes.map((route) => route.path));
  if (paths.has(from)) throw new YamlWriteError(`${from} is still a page's address: its links are not broken`);
  if (!paths.has(to)) throw new YamlWriteError(`no page has the address ${to}: save the page's new address first`);
  const places = findLinkPlaces(manifest, from);
  const files = [...new Set(places.map((place) => place.file))];
  writeFilesAtomically(
    files.map((file) => {
      const changes = places
        .filter((place) => place.file === file)
        .map((place) => ({ at: place.at, value: relink(place.text, from, to) }));
      return { file, data: applyChanges(readFileSync(file, 'utf8'), changes) };
    }),
  );
  return { done: `updated ${count(places.length, 'place')} that linked to ${from}, in ${count(files.length, 'file')}` };
}
