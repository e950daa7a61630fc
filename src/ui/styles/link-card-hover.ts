import type { CSSObject } from '@emotion/react';
import type { SiteTheme } from '../theme/theme';

/**
 * The hover of a card that links somewhere (a product, a service, a project, a solution, the next page):
 * its edge turns the brand colour and it stands a little further off the page, saying "this leads on".
 * No movement: a card that rises into place on arrival (styleReveal) holds its transform in the animation.
 */
export function styleLinkCardHover(theme: SiteTheme): CSSObject {
  return {
    transition: `border-color ${theme.motion.fast}, box-shadow ${theme.motion.fast}`,
    '&:hover': { borderColor: theme.color.primary, boxShadow: theme.shadow.md },
    [theme.reducedMotion]: { transition: 'none' },
  };
}
