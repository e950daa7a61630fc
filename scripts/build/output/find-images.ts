import type { Image } from '#generated/site-types';

/** Every picture site.yaml places (an object with src, width and height), wherever it is in the site, once per file. */
export function findImages(value: unknown, found = new Map<string, Image>()): Map<string, Image> {
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
