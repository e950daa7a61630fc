import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffPicture } from './sniff-picture';

const made = (format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif') =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#3355ee' } })
    .toFormat(format)
    .toBuffer();

describe('sniffPicture', () => {
  it('knows each kind of picture the site takes by its first bytes', async () => {
    expect(sniffPicture(await made('png'))).toBe('png');
    expect(sniffPicture(await made('jpeg'))).toBe('jpg');
    expect(sniffPicture(await made('webp'))).toBe('webp');
    expect(sniffPicture(await made('avif'))).toBe('avif');
    expect(sniffPicture(await made('gif'))).toBe('gif');
    const svg = '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(sniffPicture(Buffer.from(svg))).toBe('svg');
    expect(sniffPicture(Buffer.from(`\uFEFF  <svg viewBox="0 0 1 1"></svg>`))).toBe('svg');
  });

  it('refuses what only its name calls a picture: text, HTML, a PDF, an empty file, another ISO file', () => {
    expect(sniffPicture(Buffer.from('Just some notes, saved as notes.png'))).toBeUndefined();
    expect(sniffPicture(Buffer.from('<!doctype html><html><svg></svg></html>'))).toBeUndefined();
    expect(sniffPicture(Buffer.from('%PDF-1.7\n'))).toBeUndefined();
    expect(sniffPicture(Buffer.alloc(0))).toBeUndefined();
    // An MP4's ftyp box: ISO-BMFF like AVIF, but another brand.
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypisom\0\0\0\0mp41')]);
    expect(sniffPicture(mp4)).toBeUndefined();
    expect(sniffPicture(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
  });
});
