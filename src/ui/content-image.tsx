import styled from '@emotion/styled';
import type { Image } from '../generated/site-types';

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
 * until it comes near the screen.
 */
export function ContentImage({
  image,
  priority = false,
  className,
}: {
  image: Image;
  priority?: boolean;
  className?: string;
}) {
  return (
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
}
