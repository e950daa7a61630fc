import { readOutline } from '../project/read-outline';
import { nameFile } from '../project/editable-files';
import { listSiteTexts } from '../project/edits/find-links-to';

/** The pictures a text names: itself (a field), or the images and links of its Markdown (`![logo](/images/a.png)`). */
function namedPaths(text: string): string[] {
  if (text.startsWith('/')) return [text];
  return [...text.matchAll(/\]\((\/[^)\s]+)\)/g)].map(([, path]) => path);
}

/**
 * Who names each of `pictures` (site addresses, /images/a.png) in the site's files, in words a person
 * recognises: the page's address (an entry's own page for an entry that has one, such as a case study),
 * or the menu, the settings, the entry. A picture missing from the map is named nowhere.
 */
export function findPictureUses(manifest: string, pictures: string[]): Map<string, string[]> {
  const wanted = new Set(pictures);
  const uses = new Map<string, Set<string>>();
  const generated = readOutline(manifest).routes.filter((route) => route.kind === 'generated');
  for (const { file, at, text, holder } of listSiteTexts(manifest)) {
    for (const path of namedPaths(text)) {
      if (!wanted.has(path)) continue;
      const name = nameFile(manifest, file);
      const page =
        at[0] === 'collections'
          ? generated.find((route) => route.file === name && route.at.join('/') === at.slice(0, 3).join('/'))
          : undefined;
      (uses.get(path) ?? uses.set(path, new Set()).get(path)!).add(page?.path ?? holder);
    }
  }
  return new Map([...uses].map(([path, holders]) => [path, [...holders]]));
}
