import type { CSSObject } from '@emotion/react';
import type { SiteTheme } from '../theme/theme';

/**
 * A straight 4 px brand bar down the left edge of a rounded box (a quote, a fact). A 4 px left border on
 * a rounded box bends into a crescent at its corners; a bar clipped by the box's own corners does not.
 */
export function styleAccentEdge(theme: SiteTheme): CSSObject {
  return {
    position: 'relative',
    overflow: 'hidden',
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: '0 auto 0 0',
      width: '4px',
      background: theme.color.primary,
    },
  };
}
