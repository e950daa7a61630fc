/** The kinds of picture the site takes and the limits on one: the editor's upload and the check apply the same. */

/** The largest file taken: a photo from a phone fits, a raw camera file or a video does not. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/** What a person is told of a file over the limit: the app says it before sending, the server if it comes all the same. */
export function describeTooLarge(bytes: number): string {
  return `This picture is ${megabytes(bytes)}: the limit is ${megabytes(MAX_PICTURE_BYTES)}. Save it smaller (fewer pixels, or as JPEG or WebP) and try again.`;
}

/** The most pixels a picture may have: decoding one takes about four bytes each (40 MP is 160 MB of memory). */
export const MAX_PICTURE_PIXELS = 40_000_000;

/** The kinds of picture taken, by what the file's first bytes say, with the extension the stored file gets. */
export const PICTURE_TYPES = {
  png: 'PNG',
  jpg: 'JPEG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
  svg: 'SVG',
} as const;
export type PictureType = keyof typeof PICTURE_TYPES;
