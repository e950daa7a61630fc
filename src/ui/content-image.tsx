import styled from '@emotion/styled';
import type { Image } from '../generated/site-types';
import { IMAGE_FORMATS, isRasterImage, listImageWidths, toImageVariantPath } from '../site/routes/image-variants';

const Picture = styled.img(({ theme }) => ({
  display: 'block',
  // width and height stay on the element, so the browser reserves the box before the file arrives;
  // CSS only lets it shrink to its column, keeping the proportions.
  maxWidth: '100%',
  height: 'auto',
  borderRadius: theme.radius.lg,
}));

/**
 * A picture a page author placed in a block. `priority` is for the one picture at the top of a page
 * (the hero's): fetched at once and early, since it is what the visitor sees first; any other waits
 * until it comes near the screen. A raster picture (a photo, a screenshot) comes in the build's AVIF and
 * WebP copies at several widths: the browser picks the format it accepts and the width `sizes` says it
 * needs (by default the picture's own width, the screen's on a phone).
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
  const picture = (
    <Picture
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!isRasterImage(image.src)) return picture;
  const widths = listImageWidths(image.width);
  const sizesValue = sizes ?? `(max-width: 767px) 100vw, ${image.width}px`;
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={widths.map((width) => `${toImageVariantPath(image.src, width, format)} ${width}w`).join(', ')}
          sizes={sizesValue}
        />
      ))}
      {picture}
    </picture>
  );
}
