import type { CSSObject } from '@emotion/react';

/**
 * Controls that need the app (a carousel's arrows, a list's filters): until it runs they keep their place
 * unseen, so nothing below moves when they appear; in a browser without scripts the page reads fully without
 * them (every slide, every group), and they take no room.
 */
export function styleNeedsApp(): CSSObject {
  return {
    'html:not([data-js]) &': { visibility: 'hidden' },
    '@media (scripting: none)': { display: 'none' },
  };
}
