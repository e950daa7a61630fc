import styled from '@emotion/styled';
import type { Image } from '#generated/site-types';
import { IMAGE_FORMATS, isRasterImage, listImageWidths, toImageVariantPath } from '#site/routes/image-variants';
import { usePictureAddress } from './picture-address';

type ThemeVariant = 'light' | 'dark';

/**
 * A picture with a dark variant is in the page twice; the one not for the page's theme (the attribute the
 * inline theme script sets on <html> before the first paint) takes no room. Both are lazy, and a browser
 * never fetches a lazy picture that is not rendered: a visitor downloads only the one shown. The selectors
 * outrank a block's own `display`, and without the attribute (no JavaScript) the page is light.
 */
const hideOtherTheme = {
  'html:not([data-theme="dark"]) &[data-theme-variant="dark"]': { display: 'none' },
  '[data-theme="dark"] &[data-theme-variant="light"]': { display: 'none' },
};

const Picture = styled.img(({ theme }) => ({
  display: 'block',
  // width and height stay on the element, so the browser reserves the box before the file arrives;
  // CSS only lets it shrink to its column, keeping the proportions. The box keeps the proportions the
  // author gave (its aspect-ratio, set with them) also once the file is in: a file a hair taller than they
  // say (1493 × 1227 given as 560 × 460) would otherwise move everything below it by a fraction of a pixel.
  maxWidth: '100%',
  height: 'auto',
  objectFit: 'cover',
  borderRadius: theme.radius.lg,
  ...hideOtherTheme,
}));

const Sources = styled.picture(hideOtherTheme);

/**
 * A picture a page author placed in a block. `priority` is for the one picture at the top of a page
 * (the hero's): fetched at once and early, since it is what the visitor sees first; any other waits
 * until it comes near the screen. A raster picture (a photo, a screenshot) comes in the build's AVIF and
 * WebP copies at several widths: the browser picks the format it accepts and the width `sizes` says it
 * needs (by default the picture's own width, the screen's on a phone). With a `darkSrc`, the page shows
 * that one while it is dark; both are then lazy (an eager one would be fetched even while hidden), and a
 * priority picture keeps its high fetch priority.
 */
export function ContentImage({
  image,
  priority = false,
  sizes,
  className,
}: {
  image: Image;
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  const address = usePictureAddress();
  const render = (src: string, variant?: ThemeVariant) => {
    const picture = (
      <Picture
        key={variant}
        className={className}
        src={address(src)}
        alt={image.alt}
        width={image.width}
        height={image.height}
        style={{ aspectRatio: toRatio(image.width, image.height) }}
        loading={priority && !variant ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        data-theme-variant={isRasterImage(src) ? undefined : variant}
      />
    );
    if (!isRasterImage(src)) return picture;
    const widths = listImageWidths(image.width);
    const sizesValue = sizes ?? `(max-width: 767px) 100vw, ${image.width}px`;
    return (
      <Sources key={variant} data-theme-variant={variant}>
        {IMAGE_FORMATS.map((format) => (
          <source
            key={format}
            type={`image/${format}`}
            srcSet={widths.map((width) => `${address(toImageVariantPath(src, width, format))} ${width}w`).join(', ')}
            sizes={sizesValue}
          />
        ))}
        {picture}
      </Sources>
    );
  };
  if (!image.darkSrc) return render(image.src);
  return (
    <>
      {render(image.src, 'light')}
      {render(image.darkSrc, 'dark')}
    </>
  );
}

/** Width to height in lowest terms (`3`, `16/9`): the same ratio, in fewer of every page's bytes than `1920 / 1080`. */
function toRatio(width: number, height: number): string {
  const divisor = (a: number, b: number): number => (b === 0 ? a : divisor(b, a % b));
  const common = divisor(width, height);
  return height === common ? String(width / common) : `${width / common}/${height / common}`;
}
