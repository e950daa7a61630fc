import { rmSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { resolveSiteFile } from '../files/resolve-site-file';
import { RequestError } from '../http/request-error';
import { findPictureUses } from './find-picture-uses';

/**
 * Deletes a picture of public/images/ that nothing names; refused (422, with who names it) while a page, a
 * menu or an entry still shows it, and (403) for any name that would lead elsewhere.
 */
export function deletePicture(manifest: string, publicDir: string, path: unknown): { done: string } {
  if (typeof path !== 'string' || !path.startsWith('/images/'))
    throw new RequestError(400, 'name a picture of the site, such as /images/clients/rotana.svg');
  const top = basename(publicDir);
  const file = resolveSiteFile(dirname(publicDir), `${top}${path}`, [`${top}/images`]);
  if (!statSync(file, { throwIfNoEntry: false })?.isFile())
    throw new RequestError(404, `${path} is not a picture of the site (any more): reopen the list.`);
  const usedBy = findPictureUses(manifest, [path]).get(path) ?? [];
  if (usedBy.length > 0)
    throw new RequestError(
      422,
      `${path} cannot be deleted while it is shown by ${usedBy.join(', ')}. Choose another picture there first.`,
      { usedBy },
    );
  rmSync(file);
  return { done: `Deleted the picture ${path}` };
}
