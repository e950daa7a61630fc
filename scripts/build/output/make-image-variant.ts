import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageFormat } from '#site/routes/image-variants';

/**
 * The copy of a picture (its file's bytes) at `width` in `format`, made once per file content and kept in
 * `cacheDir`; answers the cached file's path. The build writes these for every picture the site places; the
 * editor's preview makes them when the page asks, for a picture just chosen.
 */
export async function makeImageVariant(
  source: Buffer,
  width: number,
  format: ImageFormat,
  cacheDir: string,
): Promise<string> {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 16);
  const cached = join(cacheDir, `${hash}-${width}.${format}`);
  if (!existsSync(cached)) {
    await mkdir(cacheDir, { recursive: true });
    // Loaded only to make a copy: a build whose pictures are all made already never waits for sharp to load.
    const { default: sharp } = await import('sharp');
    const resized = sharp(source).resize({ width });
    await (format === 'avif' ? resized.avif({ quality: 55 }) : resized.webp({ quality: 75 })).toFile(cached);
  }
  return cached;
}
