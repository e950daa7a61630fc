/**
 * Local faces standing in for Inter on a page that missed it (Inter is shown only if it is there for the
 * first paint: `scripts/vite/vite-plugin-font-display.ts`), sized so that the page looks and reads alike.
 *
 * One size does not fit every weight. Inter grows wider with weight faster than Arial does, and a bold faked
 * from Arial's regular face widens it less still: with one face sized for body text, the headings (800) were
 * set 3.9 % narrower than in Inter. So each weight the theme uses gets a face of its own, regular Arial for
 * the regular text and Arial Bold from medium up, each scaled by the ratio of Inter's width to Arial's at
 * that weight, measured over 283 texts of the site.
 */
const REGULAR = ['Arial', 'ArialMT', 'Liberation Sans', 'Helvetica'];
const BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'Helvetica Bold'];

/** By the theme's weights: regular 400, medium 550, bold 700, heavy 800. */
const faces = [
  { weights: '1 500', local: REGULAR, sizeAdjust: 106.4 },
  { weights: '501 649', local: BOLD, sizeAdjust: 100.6 },
  { weights: '650 749', local: BOLD, sizeAdjust: 102.2 },
  { weights: '750 1000', local: BOLD, sizeAdjust: 103.5 },
];

/** Inter's vertical metrics (2048 units per em, ascender 1984, descender 494), undoing the face's size-adjust. */
const INTER_ASCENT = 1984 / 2048;
const INTER_DESCENT = 494 / 2048;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

export function declareFallbackFaces(): string {
  return faces
    .map(
      ({ weights, local, sizeAdjust }) => `@font-face {
    font-family: 'Inter Fallback';
    font-weight: ${weights};
    src: ${local.map((name) => `local('${name}')`).join(', ')};
    size-adjust: ${sizeAdjust}%;
    ascent-override: ${percent(INTER_ASCENT / (sizeAdjust / 100))};
    descent-override: ${percent(INTER_DESCENT / (sizeAdjust / 100))};
    line-gap-override: 0%;
  }`,
    )
    .join('\n  ');
}
