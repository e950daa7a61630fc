import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findPictureFault } from './find-picture-fault';

type Format = 'png' | 'jpeg' | 'webp' | 'avif' | 'gif';

/** A 300 × 200 picture with some detail (a gradient), so its data is more than a few bytes. */
async function made(format: Format, options: Record<string, unknown> = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(300 * 200 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7) % 251;
  return sharp(pixels, { raw: { width: 300, height: 200, channels: 3 } })
    .toFormat(format, options)
    .toBuffer();
}

const fault = (path: string, bytes: Uint8Array) => findPictureFault(path, { size: bytes.length, read: () => bytes });
const EXTENSIONS: Record<Format, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', avif: 'avif', gif: 'gif' };

describe('findPictureFault', () => {
  it.each(Object.keys(EXTENSIONS) as Format[])('takes a sound %s, and refuses it cut short', async (format) => {
    const bytes = await made(format);
    const path = `/images/picture.${EXTENSIONS[format]}`;
    expect(fault(path, bytes)).toBeUndefined();
    expect(fault(path, bytes.subarray(0, Math.floor(bytes.length * 0.8)))).toMatchObject({ kind: 'damaged' });
  });

  it('takes a progressive JPEG, a .jpeg and a JPEG with data after its end (as some cameras write)', async () => {
    const progressive = await made('jpeg', { progressive: true });
    expect(fault('/images/a.jpg', progressive)).toBeUndefined();
    expect(fault('/images/a.JPEG', progressive)).toBeUndefined();
    expect(fault('/images/a.jpg', Buffer.concat([await made('jpeg'), Buffer.from('trailer')]))).toBeUndefined();
  });

  it('reads no file whose name is no picture, and no picture over 10 MB', () => {
    const read = () => {
      throw new Error('read');
    };
    expect(findPictureFault('/files/price-list.pdf', { size: 100, read })).toBeUndefined();
    expect(findPictureFault('/images/huge.png', { size: 11 * 1024 * 1024, read })).toEqual({
      kind: 'too-large',
      bytes: 11 * 1024 * 1024,
    });
  });

  it('takes an SVG that only draws, and says why one that runs a script is refused', () => {
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>';
    expect(fault('/images/a.svg', Buffer.from(drawing))).toBeUndefined();
    expect(fault('/images/a.svg', Buffer.from(drawing.replace('<rect', '<script>x()</script><rect')))).toEqual({
      kind: 'unsafe-svg',
      why: 'it holds a script',
    });
  });
});
