import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
    const path = toPicturePath(picture, theme);
    writeFileSync(join(projectRoot, 'public', path), drawPicture(picture, theme));
    console.log(path);
  }
