import createCache from '@emotion/cache';
import { EMOTION_KEY } from '#site/shell/style-ids';

/**
 * The browser's one Emotion cache: the app's root and every root of its own (the notices) insert into
 * it, under the key the prerender used, so a rule is never inserted twice under two names.
 */
export const emotionCache = createCache({ key: EMOTION_KEY });
