import { Drawing, type Picture, type Theme } from './drawing';

/** A picture's SVG in one theme. */
export function drawPicture(picture: Picture, theme: Theme): string {
  const drawing = new Drawing(picture.width, picture.height, theme, picture.accent);
  picture.draw(drawing);
  return drawing.toSvg();
}

/** Where a picture's variant for a theme is served: the dark one beside the light, as site.yaml names them. */
export const toPicturePath = (picture: Picture, theme: Theme, extension = 'svg') =>
  `/images/${picture.file}${theme === 'dark' ? '.dark' : ''}.${extension}`;
