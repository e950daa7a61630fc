import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import type { Image } from '#generated/site-types';
import { usePictureAddress } from '#ui/pictures/picture-address';

const Frame = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  flex: '0 0 auto',
  width: '56px',
  height: '56px',
  borderRadius: theme.radius.pill,
  overflow: 'hidden',
  background: theme.color.surfaceRaised,
  color: theme.color.link,
  fontWeight: theme.fontWeight.bold,
  img: { width: '100%', height: '100%', objectFit: 'cover' },
}));

/** The first letters of the first and last words of a name: "Sara Al Mansoori" → "SM". */
function toInitials(name: string): string {
  const words = name.trim().split(/\s+/);
  return (words.length > 1 ? words[0][0] + words[words.length - 1][0] : words[0].slice(0, 2)).toUpperCase();
}

/**
 * A person's photo, or their initials when there is none or it fails to load. A photo that failed before
 * the app ran has no error event left to hear, so the mounted image is checked once as well.
 */
export function Avatar({ image, name }: { image?: Image; name: string }) {
  const [failed, setFailed] = useState(false);
  const address = usePictureAddress();
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = imageRef.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <Frame>
      {failed || !image ? (
        <span aria-hidden="true">{toInitials(name)}</span>
      ) : (
        <img
          ref={imageRef}
          src={address(image.src)}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
    </Frame>
  );
}
