import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { projectRoot } from './cli/project-root';
import { drawPicture, toPicturePath } from './pictures/draw-picture';
import { pictures } from './pictures/pictures';

/**
 * `npm run pictures`: draws the site's pictures of products, case studies and pages (scripts/pictures/) into
 * public/images/, a light and a dark variant of each, where site.yaml names them. Run it after changing a
 * picture's drawing; the files it writes are committed and served as they are.
 */
for (const picture of pictures)
  for (const theme of ['light', 'dark'] as const) {
    const format = picture.format ?? 'svg';
    const path = toPicturePath(picture, theme, format);
    const target = join(projectRoot, 'public', path);
    mkdirSync(dirname(target), { recursive: true });
    const svg = drawPicture(picture, theme);
    // A PNG stands for a screenshot: drawn at 8/3 of its size in the page (1493 × 1227 px for 560 × 460), more
    // than the build's widest copy (twice the width) needs, and a hair off its given proportions as a real
    // capture is (the layout-shift test holds the page to the author's).
    if (format === 'png') await sharp(Buffer.from(svg), { density: 192 }).png({ compressionLevel: 9 }).toFile(target);
    else writeFileSync(target, svg);
    console.log(path);
  }
