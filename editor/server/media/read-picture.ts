import sharp from 'sharp';
import {
  describeTooLarge,
  MAX_PICTURE_BYTES,
  MAX_PICTURE_PIXELS,
  PICTURE_TYPES,
  type PictureType,
} from '#site/pictures/picture-kinds';
import { findSvgDanger } from '#site/pictures/find-svg-danger';
import { sniffPicture } from '#site/pictures/sniff-picture';
import { RequestError } from '../http/request-error';

/** What sharp calls each kind it reads (an AVIF is a HEIF with AV1 inside). */
const SHARP_FORMATS: Record<PictureType, string> = {
  png: 'png',
  jpg: 'jpeg',
  webp: 'webp',
  avif: 'heif',
  gif: 'gif',
  svg: 'svg',
};

/**
 * What a file sent as a picture is, once it is known to be one the site can show: its kind from its first
 * bytes (not its name), at most 10 MB and 40 million pixels, read whole by the same library that makes the
 * build's copies (a damaged file is refused now, not at the build), and an SVG that only draws. A refusal
 * is a 4xx whose sentence says what to do.
 */
export async function readPicture(bytes: Buffer): Promise<{ type: PictureType; width?: number; height?: number }> {
  if (bytes.length > MAX_PICTURE_BYTES) throw new RequestError(413, describeTooLarge(bytes.length));
  const type = bytes.length > 0 ? sniffPicture(bytes) : undefined;
  if (!type)
    throw new RequestError(
      415,
      `This file is not a picture: its content is not ${Object.values(PICTURE_TYPES)
        .join(', ')
        .replace(/, (\w+)$/, ' or $1')}, whatever its name says. Choose a picture file.`,
    );
  if (type === 'svg') {
    const danger = findSvgDanger(bytes.toString('utf8'));
    if (danger)
      throw new RequestError(
        422,
        `This SVG cannot go on the site: ${danger}. Export it again as a plain drawing, or use a PNG.`,
      );
  }
  const damaged = new RequestError(
    422,
    `This file starts like a ${PICTURE_TYPES[type]} picture but cannot be read: it may be damaged or cut short. Export it again and try again.`,
  );
  let size: { width?: number; height?: number; format?: string };
  try {
    size = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw damaged;
  }
  if (size.format !== SHARP_FORMATS[type]) throw damaged;
  const { width, height } = size;
  if (type !== 'svg' && width && height && width * height > MAX_PICTURE_PIXELS)
    throw new RequestError(
      413,
      `This picture is ${width} × ${height} pixels: the limit is ${MAX_PICTURE_PIXELS / 1_000_000} million pixels. Save it smaller and try again.`,
    );
  try {
    // Decoded to the end: a file cut short would otherwise fail only when the build makes its copies.
    if (type !== 'svg') await sharp(bytes, { failOn: 'truncated' }).resize(16).png().toBuffer();
  } catch {
    throw damaged;
  }
  return { type, width, height };
}
