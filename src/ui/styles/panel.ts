import type { CSSObject } from '@emotion/react';
import type { SiteTheme } from '../theme/theme';

export interface PanelOptions {
  /** `lg` for cards and dialogs, `md` for small boxes (a logotype, a popover). */
  radius?: 'md' | 'lg';
  /** How far the panel stands off the page: none for one in a row of its kind, `lg` for what floats over it. */
  shadow?: 'sm' | 'md' | 'lg';
}

/**
 * The site's panel: a rounded box on the surface colour with a hairline border, the one look every card,
 * dialog, popover and banner shares, so that a change to it is made here once.
 */
export function stylePanel(theme: SiteTheme, { radius = 'lg', shadow }: PanelOptions = {}): CSSObject {
  return {
    borderRadius: theme.radius[radius],
    background: theme.color.surface,
    border: `1px solid ${theme.color.border}`,
    ...(shadow ? { boxShadow: theme.shadow[shadow] } : {}),
  };
}
