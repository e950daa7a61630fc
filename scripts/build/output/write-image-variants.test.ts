import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { crc32 } from '#site/pictures/crc32';
import { findPictureFault } from '#site/pictures/find-picture-fault';
import { findImages } from './find-images';
import { writeImageVariants } from './write-image-variants';

const dir = mkdtempSync(join(tmpdir(), 'image-variants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a picture damaged inside its compressed data (every checksum right) stops the build naming the file', async () => {
  const png = Buffer.from(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3388ff' } })
      .png()
      .toBuffer(),
  );
  // Bytes in the middle of the IDAT chunk's data scrambled, and its CRC made right again: only decoding finds it.
  const idat = png.indexOf('IDAT') - 4;
  const length = png.readUInt32BE(idat);
  for (let at = idat + 10; at < idat + 8 + length - 4; at += 1) png[at] ^= 0x5a;
  png.writeUInt32BE(crc32(png.subarray(idat + 4, idat + 8 + length)), idat + 8 + length);
  mkdirSync(join(dir, 'public', 'images'), { recursive: true });
  writeFileSync(join(dir, 'public', 'images', 'inside.png'), png);
  expect(findPictureFault('/images/inside.png', { size: png.length, read: () => png })).toBeUndefined();

  const site = { settings: { logo: { src: '/images/inside.png', alt: 'A logo', width: 64, height: 48 } } };
  await expect(
    writeImageVariants([...findImages(site).values()], join(dir, 'public'), join(dir, 'dist'), join(dir, 'cache')),
  ).rejects.toThrow('picture "/images/inside.png" (public/images/inside.png) cannot be read: ');
});
