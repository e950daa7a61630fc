import { keyframes } from '@emotion/react';
import type { CSSObject } from '@emotion/react';
import type { SiteTheme } from '../theme/theme';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } });

/**
 * The entrance of a list item: it rises into place over the theme's slow duration, each item 100 ms after
 * the one before. `both` holds the first frame during the delay; visitors who prefer reduced motion get
 * the items in place at once.
 */
export function styleReveal(theme: SiteTheme, index: number): CSSObject {
  return {
    animation: `${rise} ${theme.motion.slow} ${theme.motion.easing} ${index * 100}ms both`,
    [theme.reducedMotion]: { animation: 'none' },
  };
}
