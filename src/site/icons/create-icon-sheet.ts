import { iconPaths, type IconGlyph } from './icon-paths';

/**
 * An SVG drawing (its attributes in single quotes) as a CSS image, `url("data:…")`, for a stylesheet to hold
 * once rather than every page inline. Only what a data URL may not hold as it is gets escaped (`%`, `#`,
 * `<`, `>`), which keeps it a third the length of a fully encoded one.
 */
export const toSvgUrl = (svg: string) =>
  `url("data:image/svg+xml,${svg.replace(/[%#<>"]/g, (char) => encodeURIComponent(char))}")`;

/** The class that draws an icon (with the `icon` class, whose rule paints the drawing in the text's colour). */
export const toIconClass = (name: IconGlyph) => `icon-${name}`;

/** The stroke the icons were drawn for; a mask takes only its shape, so its colour is any. */
const drawStroke = (path: string) =>
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'><path d='${path}'/></svg>`;

/**
 * The icon stylesheet: each icon's drawing under its class, as the `--icon` the `.icon` rule masks with.
 * Every icon, on every page, from one cached file: about 1 KB compressed, where inline drawings were
 * written again in every page, and a block's icons in its page's own stylesheet would have given each
 * page of the same blocks a stylesheet of its own.
 */
export function createIconSheet(header: string): string {
  const rules = Object.entries(iconPaths).map(
    ([name, path]) => `.${toIconClass(name as IconGlyph)} { --icon: ${toSvgUrl(drawStroke(path))}; }`,
  );
  return `/* ${header} */\n${rules.join('\n')}\n`;
}
