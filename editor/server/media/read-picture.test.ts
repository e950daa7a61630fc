import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PICTURE_BYTES } from '#site/pictures/picture-kinds';
import { RequestError } from '../http/request-error';
import { readPicture } from './read-picture';

const refusal = async (bytes: Buffer) => {
  const error = await readPicture(bytes).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#10b981' } })
    .png()
    .toBuffer();

describe('readPicture', () => {
  it('answers the kind from the content and the size in pixels, an SVG’s too', async () => {
    expect(await readPicture(await png(300, 100))).toEqual({ type: 'png', width: 300, height: 100 });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect/></svg>');
    expect(await readPicture(svg)).toEqual({ type: 'svg', width: 240, height: 80 });
  });

  it('refuses a text file renamed .png, in plain words', async () => {
    const error = await refusal(Buffer.from('Meeting notes: bring the logo.\n'));
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/^This file is not a picture: its content is not PNG, JPEG, WebP, AVIF, GIF or SVG/);
  });

  it('refuses a file over 10 MB, and a picture over 40 million pixels', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(MAX_PICTURE_BYTES)]);
    expect((await refusal(big)).message).toMatch(/^This picture is 10 MB: the limit is 10 MB/);
    const wide = await refusal(await png(8000, 5001));
    expect(wide.status).toBe(413);
    expect(wide.message).toContain('8000 × 5001 pixels: the limit is 40 million pixels');
  });

  it('refuses a picture cut short, and one that only starts like a PNG', async () => {
    const whole = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect((await refusal(whole.subarray(0, whole.length / 2))).message).toMatch(/cannot be read: it may be damaged/);
    const fake = Buffer.concat([whole.subarray(0, 8), Buffer.from('not a png at all')]);
    expect((await refusal(fake)).message).toMatch(/starts like a PNG picture but cannot be read/);
  });

  it('refuses an SVG that runs a script, saying why', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await refusal(svg)).message).toBe(
      'This SVG cannot go on the site: it runs a script when something happens (onload). Export it again as a plain drawing, or use a PNG.',
    );
  });
});
