import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { declareFontFaces } from './font-faces';

/** Each file's unicode range in Fontsource's own stylesheet, which the faces copy with another font-display. */
function readFontsourceRanges(): Record<string, string> {
  const css = readFileSync(createRequire(import.meta.url).resolve('@fontsource-variable/inter'), 'utf8');
  const ranges: Record<string, string> = {};
  for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    const file = /files\/([\w-]+\.woff2)/.exec(face)![1];
    ranges[file] = /unicode-range:\s*([^;]+);/.exec(face)![1].trim();
  }
  return ranges;
}

const faces = declareFontFaces().match(/@font-face {[^}]*}/g) ?? [];
const interFaces = faces.filter((face) => face.includes("'Inter Variable'"));

describe('the font faces', () => {
  it("declare every file of Fontsource's Inter once, with its unicode range, shown only if there for the first paint", () => {
    const fontsource = readFontsourceRanges();
    const declared = Object.fromEntries(
      interFaces.map((face) => [
        /\/([\w-]+?)(?:-[\w]{8})?\.woff2/.exec(face)![1] + '.woff2',
        /unicode-range: ([^;]+);/.exec(face)![1],
      ]),
    );
    expect(Object.keys(fontsource)).toHaveLength(7);
    expect(declared).toEqual(fontsource);
    for (const face of interFaces) expect(face).toContain('font-display: optional;');
  });

  it('give each weight of the theme exactly one local face standing in for Inter', () => {
    const ranges = faces
      .filter((face) => face.includes("'Inter Fallback'"))
      .map((face) => /font-weight: (\d+) (\d+);/.exec(face)!.slice(1).map(Number));
    for (const weight of [400, 550, 700, 800])
      expect(ranges.filter(([from, to]) => from <= weight && weight <= to)).toHaveLength(1);
  });
});
