import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Image } from '#generated/site-types';
import { IMAGE_FORMATS, isRasterImage, listImageWidths, toImageVariantPath } from '#site/routes/image-variants';
import { makeImageVariant } from './make-image-variant';

/** Every picture site.yaml places (an object with src, width and height), wherever it is in the site. */
function findImages(value: unknown, found = new Map<string, Image>()): Map<string, Image> {
  if (Array.isArray(value)) for (const item of value) findImages(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.width === 'number' && typeof record.height === 'number') {
      const image = record as unknown as Image;
      // The dark theme's variant is a picture of the same size, served the same way.
      for (const src of image.darkSrc ? [image.src, image.darkSrc] : [image.src]) {
        const known = found.get(src);
        // One set of copies per file, made for the widest place it is shown.
        if (!known || known.width < image.width) found.set(src, { ...image, src });
      }
    }
    for (const item of Object.values(record)) findImages(item, found);
  }
  return found;
}

/**
 * The AVIF and WebP copies of every raster picture the site shows, at the widths its `srcset` names
 * (see image-variants), so a 4 MB screenshot dropped into public/ reaches a phone as a few kilobytes.
 * Made once per file content and kept in `cacheDir`: a build where no picture changed encodes nothing.
 */
export async function writeImageVariants(
  site: unknown,
  publicDir: string,
  outDir: string,
  cacheDir: string,
): Promise<number> {
  let written = 0;
  for (const image of findImages(site).values()) {
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
