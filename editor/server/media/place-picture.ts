import { existsSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { PictureType } from '#site/pictures/picture-kinds';
import { resolveSiteFile } from '../files/resolve-site-file';
import { toSlug } from '#site/pictures/to-slug';

/**
 * Where a new picture goes: `public/images/<folder>/<name>.<type>`, its folder and name made safe (a name as a
 * person's computer had it, `../Logo Café (1).PNG`, gives `logo-cafe-1.png`), its extension the kind its
 * content is, and a name no other file has (`-2`, `-3`… added). Refused (403) when the place would be outside
 * public/images/, a symbolic link on the way included. Answers the file to write and the picture's address.
 */
export function placePicture(
  publicDir: string,
  request: { name: string; folder: string; type: PictureType },
): { file: string; path: string } {
  const stem = toSlug((request.name.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, ''), 'picture');
  const folder = toSlug(request.folder, 'uploads');
  const top = basename(publicDir);
  for (let copy = 1; ; copy += 1) {
    const name = `${stem}${copy === 1 ? '' : `-${copy}`}.${request.type}`;
    const file = resolveSiteFile(dirname(publicDir), `${top}/images/${folder}/${name}`, [`${top}/images`]);
    if (!existsSync(file)) return { file, path: `/images/${folder}/${name}` };
  }
}
