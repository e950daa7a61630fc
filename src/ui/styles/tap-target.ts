import type { CSSObject } from '@emotion/react';
import type { SiteTheme } from '../theme/theme';

/**
 * A link that is not part of a sentence gets a finger-sized target on phones (44 px tall, the goal and
 * WCAG's enhanced target size); a link inside running text is exempt, as WCAG allows.
 */
export function styleTapTarget(theme: SiteTheme): CSSObject {
  return {
    [theme.mobile]: { display: 'inline-flex', alignItems: 'center', minHeight: theme.layout.tapTarget },
  };
}
