import { crc32 } from './crc32';
import type { PictureType } from './picture-kinds';

/** What a picture's own structure says: its size in pixels, and why it cannot be read whole, if it cannot. */
export interface PictureHeader {
  width?: number;
  height?: number;
  /** In a person's words: "it is cut short", "its IDAT chunk is damaged". */
  damage?: string;
}

const CUT_SHORT = 'it is cut short (the file ends before the picture does)';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** Every chunk in turn, each checked against its CRC, up to IEND: a flipped byte or a missing end is found here. */
function readPng(bytes: Uint8Array, view: DataView): PictureHeader {
  if (bytes.length < 33 || ascii(bytes, 12, 16) !== 'IHDR') return { damage: CUT_SHORT };
  const header = { width: view.getUint32(16), height: view.getUint32(20) };
  for (let at = 8; ;) {
    if (at + 12 > bytes.length) return { ...header, damage: CUT_SHORT };
    const length = view.getUint32(at);
    const type = ascii(bytes, at + 4, at + 8);
    if (at + 12 + length > bytes.length) return { ...header, damage: CUT_SHORT };
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length))
      return {
        ...header,
        damage: `its ${type.replace(/[^\x20-\x7e]/g, '?')} chunk is damaged (its checksum is wrong)`,
      };
    if (type === 'IEND') return header;
    at += 12 + length;
  }
}

/** Start of frame markers (SOF0–SOF15, the table markers C4, C8 and CC left out): the size is in them. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The markers in turn, through each scan's data, up to the end marker (EOI): a file cut short has none. */
function readJpeg(bytes: Uint8Array, view: DataView): PictureHeader {
  const header: PictureHeader = {};
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return { ...header, damage: 'its markers are damaged' };
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    at += 1;
    if (marker === 0xd9) return header;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (at + 2 > bytes.length) break;
    const length = view.getUint16(at);
    if (length < 2 || at + length > bytes.length) break;
    if (isStartOfFrame(marker) && length >= 7) {
      header.height = view.getUint16(at + 3);
      header.width = view.getUint16(at + 5);
    }
    at += length;
    if (marker === 0xda) {
      // The scan's data runs to the next marker: 0xFF followed by 0 is a data byte, RST0–RST7 are inside it.
      while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0 && (bytes[at + 1] & 0xf8) !== 0xd0))
        at += 1;
      if (at + 1 >= bytes.length) break;
    }
  }
  return { ...header, damage: CUT_SHORT };
}

/** The logical screen's size; a GIF ends with its trailer byte (0x3B). */
function readGif(bytes: Uint8Array, view: DataView): PictureHeader {
  if (bytes.length < 13) return { damage: CUT_SHORT };
  const header = { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  return bytes[bytes.length - 1] === 0x3b ? header : { ...header, damage: CUT_SHORT };
}

/** The size from the first chunk (lossy VP8, lossless VP8L or the extended VP8X); the RIFF length says where it ends. */
function readWebp(bytes: Uint8Array, view: DataView): PictureHeader {
  if (bytes.length < 30) return { damage: CUT_SHORT };
  const chunk = ascii(bytes, 12, 16);
  let header: PictureHeader = {};
  if (chunk === 'VP8 ')
    header = { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  else if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    header = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  } else if (chunk === 'VP8X')
    header = {
      width: (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16)) + 1,
      height: (bytes[27] | (bytes[28] << 8) | (bytes[29] << 16)) + 1,
    };
  return view.getUint32(4, true) + 8 > bytes.length ? { ...header, damage: CUT_SHORT } : header;
}

/** The top-level boxes must fit in the file; the size is the first image spatial extent (`ispe`) property. */
function readAvif(bytes: Uint8Array, view: DataView): PictureHeader {
  let header: PictureHeader = {};
  const ispe = ascii(bytes, 0, Math.min(bytes.length, 64 * 1024)).indexOf('ispe');
  if (ispe >= 4 && ispe + 16 <= bytes.length)
    header = { width: view.getUint32(ispe + 8), height: view.getUint32(ispe + 12) };
  for (let at = 0; at < bytes.length;) {
    if (at + 8 > bytes.length) return { ...header, damage: CUT_SHORT };
    const size = view.getUint32(at);
    if (size === 0) return header; // The last box, to the end of the file.
    if (size < 8 || at + size > bytes.length) return { ...header, damage: CUT_SHORT };
    at += size;
  }
  return header;
}

const READERS: Record<Exclude<PictureType, 'svg'>, (bytes: Uint8Array, view: DataView) => PictureHeader> = {
  png: readPng,
  jpg: readJpeg,
  gif: readGif,
  webp: readWebp,
  avif: readAvif,
};

/**
 * A raster picture's size and soundness from its own structure, without decoding its pixels: fast enough to
 * run over every picture at each check, and enough to find a file cut short, a damaged PNG chunk and a size
 * that would take gigabytes to decode (a few bytes can declare 50,000 × 50,000 pixels). An SVG has none.
 */
export function readPictureHeader(type: PictureType, bytes: Uint8Array): PictureHeader {
  if (type === 'svg') return {};
  return READERS[type](bytes, new DataView(bytes.buffer, bytes.byteOffset, bytes.length));
}
