import { findSvgDanger } from './find-svg-danger';
import { MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS, PICTURE_TYPES, type PictureType } from './picture-kinds';
import { readPictureHeader } from './read-picture-header';
import { sniffPicture } from './sniff-picture';

/** Why a picture file cannot go on the site. */
export type PictureFault =
  | { kind: 'too-large'; bytes: number }
  /** Its content is another kind than its extension says (`found`), or no picture at all. */
  | { kind: 'wrong-kind'; expected: PictureType; found?: PictureType }
  | { kind: 'damaged'; type: PictureType; why: string }
  | { kind: 'too-many-pixels'; width: number; height: number }
  | { kind: 'unsafe-svg'; why: string };

/** The kind a file's extension names (`.jpeg` is a JPEG too), or undefined for a file that is no picture. */
export function readPictureExtension(path: string): PictureType | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1].toLowerCase();
  if (extension === 'jpeg') return 'jpg';
  return extension !== undefined && extension in PICTURE_TYPES ? (extension as PictureType) : undefined;
}

/**
 * Why the picture at `path` (a site path, for its extension) cannot be shown, or undefined when it can: the
 * same limits and the same content sniffing as the editor's upload, and the picture's own structure read
 * (see readPictureHeader) so that a damaged file or a bomb is refused here rather than failing the build.
 * `read` is called only when the size allows. A file whose name is no picture's is not looked at.
 */
export function findPictureFault(
  path: string,
  file: { size: number; read: () => Uint8Array },
): PictureFault | undefined {
  const expected = readPictureExtension(path);
  if (!expected) return undefined;
  if (file.size > MAX_PICTURE_BYTES) return { kind: 'too-large', bytes: file.size };
  const bytes = file.read();
  const found = bytes.length > 0 ? sniffPicture(bytes) : undefined;
  if (found !== expected) return { kind: 'wrong-kind', expected, found };
  if (found === 'svg') {
    const why = findSvgDanger(new TextDecoder().decode(bytes));
    return why === undefined ? undefined : { kind: 'unsafe-svg', why };
  }
  const { width, height, damage } = readPictureHeader(found, bytes);
  if (width !== undefined && height !== undefined && width * height > MAX_PICTURE_PIXELS)
    return { kind: 'too-many-pixels', width, height };
  if (damage !== undefined) return { kind: 'damaged', type: found, why: damage };
  if (width === 0 || height === 0) return { kind: 'damaged', type: found, why: 'it says it has no pixels' };
  return undefined;
}
