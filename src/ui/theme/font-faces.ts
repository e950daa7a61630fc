import cyrillicExt from '@fontsource-variable/inter/files/inter-cyrillic-ext-wght-normal.woff2?url';
import cyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import greekExt from '@fontsource-variable/inter/files/inter-greek-ext-wght-normal.woff2?url';
import greek from '@fontsource-variable/inter/files/inter-greek-wght-normal.woff2?url';
import vietnamese from '@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2?url';
import latinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/**
 * Inter's faces (Fontsource's files, one per script), shown only if they are there for the first paint
 * (`font-display: optional`; Fontsource's own stylesheet says `swap`). A font swapped in after the first paint
 * moves whatever it wraps differently: on a busy machine, "Digital Transformation" set in the fallback fitted
 * one line at 390 px and Inter made it two, pushing the page down 41 px. No fallback's metrics break every
 * line where Inter does (the site's texts wrap differently in 31 of 58 route-and-width pairs), so a page that
 * missed Inter keeps the fallback below, and the next page has Inter from the cache.
 *
 * Declared here, among the global styles the build puts in the shell stylesheet, rather than by importing
 * Fontsource's stylesheet: Vite links a stylesheet a script imports again when a lazily loaded chunk that
 * shares it arrives, after the first paint, and faces declared again then load afresh and swap in.
 */
const interFaces = [
  { file: cyrillicExt, unicodeRange: 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F' },
  { file: cyrillic, unicodeRange: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' },
  { file: greekExt, unicodeRange: 'U+1F00-1FFF' },
  { file: greek, unicodeRange: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF' },
  {
    file: vietnamese,
    unicodeRange:
      'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
  },
  {
    file: latinExt,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    file: latin,
    unicodeRange:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
];

/**
 * Local faces standing in for Inter on a page that missed it, sized so that the page looks and reads alike.
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

const toFontFace = (descriptors: Record<string, string>) =>
  `@font-face { ${Object.entries(descriptors)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')} }`;

/** The @font-face rules of the site's text: Inter, and the local faces standing in for it. */
export function declareFontFaces(): string {
  const inter = interFaces.map(({ file, unicodeRange }) =>
    toFontFace({
      'font-family': "'Inter Variable'",
      'font-style': 'normal',
      'font-display': 'optional',
      'font-weight': '100 900',
      src: `url(${file}) format('woff2-variations')`,
      'unicode-range': unicodeRange,
    }),
  );
  const fallback = faces.map(({ weights, local, sizeAdjust }) =>
    toFontFace({
      'font-family': "'Inter Fallback'",
      'font-weight': weights,
      src: local.map((name) => `local('${name}')`).join(', '),
      'size-adjust': `${sizeAdjust}%`,
      'ascent-override': percent(INTER_ASCENT / (sizeAdjust / 100)),
      'descent-override': percent(INTER_DESCENT / (sizeAdjust / 100)),
      'line-gap-override': '0%',
    }),
  );
  return [...inter, ...fallback].join('\n');
}
