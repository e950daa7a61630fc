import styled from '@emotion/styled';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Settings } from '../../generated/site-types';
import { tokens } from '../../ui/tokens';

const Home = styled(Link)({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  textDecoration: 'none',
  flexShrink: 0,
  // The brand image is drawn for light backgrounds; lifted on dark ones so it keeps its contrast.
  '[data-theme="dark"] & img': { filter: 'brightness(1.5) saturate(1.1)' },
});

/** Mark and brand image are 90 % of the logo's height: 90 px each at the default 100 px. */
const CONTENT_RATIO = 0.9;

/** The lightning-bolt mark with the brand gradient, beside the brand image; links to the home page. */
export function Logo({ logo, height = 100 }: { logo: Settings['logo']; height?: number }) {
  const gradientId = useId();
  const size = Math.round(height * CONTENT_RATIO);
  const imageWidth = Math.round((logo.width / logo.height) * size);
  const { from, via, to } = tokens.brandGradient;
  return (
    <Home to="/" discover="none" aria-label={`${logo.alt} — home`} style={{ height }}>
      <svg width={size} height={size} viewBox="0 0 90 90" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="0.5" stopColor={via} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        </defs>
        <rect x="4" y="4" width="82" height="82" rx="22" fill={`url(#${gradientId})`} />
        <path d="M50 14 24 50h17l-4 26 27-38H47z" fill="#fff" />
      </svg>
      <img src={logo.src} alt="" width={imageWidth} height={size} />
    </Home>
  );
}
