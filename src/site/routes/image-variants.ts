/** The widths a raster image is made in, for `srcset`: a phone, a column, a wide column, retina of each. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The formats made, best first: the browser takes the first its Accept header and `<source type>` allow. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const RASTER = /\.(png|jpe?g|webp)$/i;

/** Whether the build makes smaller copies of this picture (photos and screenshots; an SVG scales itself). */
export function isRasterImage(src: string): boolean {
  return src.startsWith('/') && RASTER.test(src);
}

/** The widths made of a picture drawn `width` CSS pixels wide: up to twice that, for high-density screens. */
export function listImageWidths(width: number): number[] {
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate <= width * 2);
  return widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
}

/** Where the copy of `src` at `width` in `format` is served: /images/a/b.png → /_img/images/a/b-640.avif. */
export function toImageVariantPath(src: string, width: number, format: ImageFormat): string {
  return `/_img${src.replace(RASTER, '')}-${width}.${format}`;
}

/** What a copy's address names (see toImageVariantPath): the picture's path without its extension, the width and the format. */
export function fromImageVariantPath(path: string): { stem: string; width: number; format: ImageFormat } | undefined {
  const match = /^\/_img(\/.+)-(\d+)\.(avif|webp)$/.exec(path);
  return match ? { stem: match[1], width: Number(match[2]), format: match[3] as ImageFormat } : undefined;
}
