import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { SitePicture } from '#editor/shared/pictures';
import { findPictureUses } from './find-picture-uses';
import { listAssets } from './list-assets';

/** The files a browser shows as pictures, by their extension (what the site's fields and its server go by). */
const PICTURE = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

/**
 * Every picture in public/images/ (the site's pictures; public/'s own files, such as the favicon, are the
 * site's frame), by address, with its size and who names it: what the media dialog lists.
 */
export function listPictures(manifest: string, publicDir: string): SitePicture[] {
  const paths = listAssets(publicDir).filter((path) => path.startsWith('/images/') && PICTURE.test(path));
  const uses = findPictureUses(manifest, paths);
  return paths
    .sort((a, b) => a.localeCompare(b))
    .map((path) => ({ path, bytes: statSync(join(publicDir, path)).size, usedBy: uses.get(path) ?? [] }));
}
