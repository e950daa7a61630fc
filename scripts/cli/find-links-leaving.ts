import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isInsideFolder } from './is-inside-folder';

/**
 * Every symbolic link under `folder` whose target is outside it, as site paths (`/images/logo.png`), hidden
 * ones included. The build copies public/ following links, so such a link publishes its target (a link to
 * /etc/hostname served that file), whether site.yaml names it or not.
 */
export function findLinksLeaving(folder: string, dir = ''): string[] {
  let entries;
  try {
    entries = readdirSync(join(folder, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isSymbolicLink()) return isInsideFolder(folder, join(folder, path)) ? [] : [path];
    return entry.isDirectory() ? findLinksLeaving(folder, path) : [];
  });
}
