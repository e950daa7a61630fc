import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Image } from '#generated/site-types';
import { IMAGE_FORMATS, isRasterImage, listImageWidths, toImageVariantPath } from '#site/routes/image-variants';
import { makeImageVariant } from './make-image-variant';

/**
 * The AVIF and WebP copies of every raster picture of `images` (see findImages), at the widths its `srcset` names
 * (see image-variants), so a 4 MB screenshot dropped into public/ reaches a phone as a few kilobytes.
 * Made once per file content and kept in `cacheDir`: a build where no picture changed encodes nothing.
 */
export async function writeImageVariants(
  images: Image[],
  publicDir: string,
  outDir: string,
  cacheDir: string,
): Promise<number> {
  let written = 0;
  for (const image of images) {
    if (!isRasterImage(image.src)) continue;
    const source = await readFile(join(publicDir, image.src));
    for (const width of listImageWidths(image.width)) {
      for (const format of IMAGE_FORMATS) {
        const cached = await makeImageVariant(source, width, format, cacheDir).catch((error: unknown) => {
          // The check reads each picture's structure, not every pixel: a picture damaged inside its data
          // fails only here, and is named.
          throw new Error(
            `picture "${image.src}" (public${image.src}) cannot be read: ${error instanceof Error ? error.message : String(error)}. Export it again from the program that made it and put it in place of this one.`,
          );
        });
        const target = join(outDir, toImageVariantPath(image.src, width, format));
        await mkdir(dirname(target), { recursive: true });
        await copyFile(cached, target);
        written += 1;
      }
    }
  }
  return written;
}
