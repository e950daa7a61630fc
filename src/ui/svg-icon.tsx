import styled from '@emotion/styled';
import { toSvgUrl } from './svg-url';

/**
 * A stroke icon on a 24 × 24 grid, drawn in the current text colour; `path` from ./icon-paths.
 *
 * It is an empty element whose CSS mask is the icon, not an inline <svg>: the drawing is one rule of a
 * cached stylesheet, written once however often a page shows it, where an <svg> repeated its path on every
 * use in every page (a fifth of the home page's markup was icons). How the mask is painted is the shell
 * stylesheet's `.icon` rule (see global-styles).
 */
export function SvgIcon({ path, size = 24, label }: { path: string; size?: number; label?: string }) {
  return (
    <Glyph
      className="icon"
      path={path}
      size={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

/** The stroke the icons were drawn for; a mask takes its alpha, so the colour is any. */
const toMaskImage = (path: string) =>
  toSvgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`,
  );

const Glyph = styled('span', { shouldForwardProp: (prop) => prop !== 'path' && prop !== 'size' })<{
  path: string;
  size: number;
}>(({ path, size }) => ({ width: size, height: size, maskImage: toMaskImage(path) }));
