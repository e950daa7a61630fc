import type { EmotionCache } from '@emotion/cache';
import { readStyleIds, STYLE_IDS_PROPERTY } from '#site/shell/style-ids';

/**
 * Tells Emotion that the rules the page's stylesheets name are in place (see src/site/shell/style-ids),
 * so hydrating does not insert them again. Should a stylesheet not have come, it names nothing, and
 * Emotion inserts what the page needs itself.
 */
export function markPrerenderedStyles(cache: EmotionCache): void {
  const root = getComputedStyle(document.documentElement);
  for (const property of Object.values(STYLE_IDS_PROPERTY))
    for (const id of readStyleIds(root.getPropertyValue(property))) cache.inserted[id] = true;
}
