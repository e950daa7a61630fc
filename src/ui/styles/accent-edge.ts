import type { CSSObject } from '@emotion/react';
import type { SiteTheme } from '../theme/theme';

/**
 * A straight 4 px brand bar on the left edge of a box rounded by `theme.radius.lg` (a quote, a fact). It
 * runs along the edge's straight part only, from below the top corner to above the bottom one: a 4 px
 * left border, or a bar clipped by the corners, bends into a "(" there.
 */
export function styleAccentEdge(theme: SiteTheme): CSSObject {
  return {
    position: 'relative',
    '&::before': {
      content: '""',
      position: 'absolute',
      // Over the box's 1 px border, so the bar is its edge rather than a line inside it.
      inset: `${theme.radius.lg} auto ${theme.radius.lg} -1px`,
      width: '4px',
      background: theme.color.primary,
    },
  };
}
