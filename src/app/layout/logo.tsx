import styled from '@emotion/styled';
import type { Settings } from '#generated/site-types';
import { toSvgUrl } from '#site/icons/create-icon-sheet';
import { AppLink } from '#ui/controls/app-link';
import { usePictureAddress } from '#ui/pictures/picture-address';
import { tokens } from '#ui/theme/tokens';

const Home = styled(AppLink, { shouldForwardProp: (prop) => prop !== 'height' })<{ height: number }>(({ height }) => ({
  height,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  textDecoration: 'none',
  flexShrink: 0,
  // The brand image is drawn for light backgrounds; lifted on dark ones so it keeps its contrast.
  '[data-theme="dark"] & img': { filter: 'brightness(1.5) saturate(1.1)' },
}));

const { from, via, to } = tokens.brandGradient;

/**
 * The lightning-bolt mark with the brand gradient: a picture in the stylesheet (written once, cached)
 * rather than an inline drawing repeated in the header and the footer of every page.
 */
const MARK = toSvgUrl(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 90 90'><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='.5' stop-color='${via}'/><stop offset='1' stop-color='${to}'/></linearGradient><rect x='4' y='4' width='82' height='82' rx='22' fill='url(#g)'/><path d='M50 14 24 50h17l-4 26 27-38H47z' fill='white'/></svg>`,
);

/** Its height is the logo's unless the header sets another; its width follows (it is square). */
const Mark = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: number }>(({ size }) => ({
  display: 'block',
  height: size,
  aspectRatio: '1',
  background: `${MARK} center / contain no-repeat`,
  WebkitPrintColorAdjust: 'exact',
  printColorAdjust: 'exact',
}));

/** Mark and brand image are 90 % of the logo's height: 90 px each at the default 100 px. */
const CONTENT_RATIO = 0.9;

/** The mark beside the brand image; links to the home page. */
export function Logo({ logo, height = 100 }: { logo: Settings['logo']; height?: number }) {
  const size = Math.round(height * CONTENT_RATIO);
  const imageWidth = Math.round((logo.width / logo.height) * size);
  const address = usePictureAddress();
  return (
    <Home to="/" aria-label={`${logo.alt} — home`} height={height}>
      <Mark className="mark" size={size} />
      <img src={address(logo.src)} alt="" width={imageWidth} height={size} />
    </Home>
  );
}
