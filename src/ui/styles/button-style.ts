import type { CSSObject } from '@emotion/react';
import type { SiteTheme } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary';

/** The one button look, shared by real buttons and links drawn as buttons: `primary` filled, `secondary` outlined. */
export function styleButton(theme: SiteTheme, variant: ButtonVariant = 'primary'): CSSObject {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space[2],
    minHeight: '48px',
    padding: `${theme.space[3]} ${theme.space[5]}`,
    borderRadius: theme.radius.pill,
    border: `2px solid ${theme.color.primary}`,
    font: 'inherit',
    fontWeight: theme.fontWeight.bold,
    fontSize: theme.fontSize.sm,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background ${theme.motion.fast}, color ${theme.motion.fast}, transform ${theme.motion.fast}`,
    background: variant === 'primary' ? theme.color.primary : 'transparent',
    color: variant === 'primary' ? theme.color.onPrimary : theme.color.link,
    '&:hover': {
      background: variant === 'primary' ? theme.color.primaryHover : theme.color.surfaceRaised,
      transform: 'translateY(-1px)',
    },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed', transform: 'none' },
    [theme.reducedMotion]: {
      transition: 'none',
      '&:hover': { transform: 'none' },
    },
  };
}
