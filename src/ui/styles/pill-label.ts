import type { CSSObject } from '@emotion/react';
import type { SiteTheme } from '../theme/theme';

/** A short label on a tinted pill, as over a hero's heading: the page hero's eyebrow, the home hero's h1. */
export function stylePillLabel(theme: SiteTheme): CSSObject {
  return {
    display: 'inline-block',
    padding: `${theme.space[1]} ${theme.space[3]}`,
    borderRadius: theme.radius.pill,
    background: theme.color.surfaceRaised,
    color: theme.color.link,
    fontWeight: theme.fontWeight.bold,
  };
}
