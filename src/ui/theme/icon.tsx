import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { toIconClass } from '#site/icons/create-icon-sheet';
import type { IconGlyph } from '#site/icons/icon-paths';

/**
 * How an icon is painted: the drawing its class names (`--icon`, see src/site/icons) as a mask in the text's
 * colour, kept in print and, in forced colours, in the colour its parent is given. The `.icon` rule of the
 * global styles, and a control that draws its icon as a pseudo-element (the header's menu triggers).
 */
export const paintIcon: CSSObject = {
  flexShrink: 0,
  backgroundColor: 'currentColor',
  // Without a drawing (an icon the sheet lacks), nothing rather than a filled square.
  maskImage: 'var(--icon, linear-gradient(transparent, transparent))',
  maskPosition: 'center',
  maskRepeat: 'no-repeat',
  maskSize: '100% 100%',
  WebkitPrintColorAdjust: 'exact',
  printColorAdjust: 'exact',
  forcedColorAdjust: 'preserve-parent-color',
  // In forced colours an icon takes its parent's system colour, even where the page gives it one of its own.
  '@media (forced-colors: active)': { color: 'inherit !important' },
};

export interface IconProps {
  name: IconGlyph;
  /** Pixels; 24 (the `.icon` rule's) unless given. */
  size?: number;
  className?: string;
}

/**
 * A stroke icon on a 24 × 24 grid, drawn in the current text colour: decoration, beside words that say
 * what it shows (an empty element is nothing to a screen reader, so it needs no aria-hidden, and no icon
 * of the site is the only name of what it marks). An empty element: its drawing is
 * the icon stylesheet's (see src/site/icons; the app's entry loads it, so it is part of the shell
 * stylesheet), painted by the `.icon` rule of the global styles, not an inline <svg> repeating its path on
 * every use in every page.
 */
export function Icon({ name, size, className }: IconProps) {
  const classes = `icon ${toIconClass(name)}${className ? ` ${className}` : ''}`;
  // At the usual size, no class of its own: the `.icon` rule's 24 px.
  return size === undefined ? <span className={classes} /> : <Glyph className={classes} size={size} />;
}

const Glyph = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: number }>(({ size }) => ({
  width: size,
  height: size,
}));
