import type { PictureType } from './picture-kinds';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Whether an ISO-BMFF file (`ftyp` box first) names AVIF as its brand or one it is compatible with. */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, bytes.length).getUint32(0));
  // The major brand at 8, its version at 12, then the compatible brands, four bytes each.
  for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4)
    if (['avif', 'avis'].includes(ascii(bytes, at, at + 4))) return true;
  return false;
}

/**
 * Whether the text starts, after an XML declaration, comments and a doctype, with an `<svg` element. The
 * doctype is skipped here so that the SVG check can refuse it by name.
 */
function isSvg(bytes: Uint8Array): boolean {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  for (;;) {
    text = text.trimStart();
    const prolog = /^(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)/i.exec(text);
    if (!prolog) break;
    text = text.slice(prolog[0].length);
  }
  return /^<svg[\s>/]/.test(text);
}

/**
 * The kind of picture a file is, from its first bytes (never its name: a text file renamed .png is no
 * picture), or undefined when it is none of the kinds the site takes.
 */
export function sniffPicture(bytes: Uint8Array): PictureType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && isAvif(bytes)) return 'avif';
  if (isSvg(bytes)) return 'svg';
  return undefined;
}
