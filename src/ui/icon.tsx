import styled from '@emotion/styled';
import { toIconClass } from '../site/icons/create-icon-sheet';
import type { IconGlyph } from '../site/icons/icon-paths';

export interface IconProps {
  name: IconGlyph;
  /** Pixels; 24 (the `.icon` rule's) unless given. */
  size?: number;
  className?: string;
  /** A label makes the icon meaningful to screen readers; without one it is decoration. */
  label?: string;
}

/**
 * A stroke icon on a 24 × 24 grid, drawn in the current text colour. An empty element: its drawing is
 * the icon stylesheet's (see src/site/icons; the app's entry loads it, so it is part of the shell
 * stylesheet), painted by the `.icon` rule of the global styles, not an inline <svg> repeating its path on
 * every use in every page.
 */
export function Icon({ name, size, label, className }: IconProps) {
  const props = {
    className: `icon ${toIconClass(name)}${className ? ` ${className}` : ''}`,
    role: label ? 'img' : undefined,
    'aria-label': label,
    'aria-hidden': label ? undefined : true,
  };
  // At the usual size, no class of its own: the `.icon` rule's 24 px.
  return size === undefined ? <span {...props} /> : <Glyph {...props} size={size} />;
}

const Glyph = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: number }>(({ size }) => ({
  width: size,
  height: size,
}));
