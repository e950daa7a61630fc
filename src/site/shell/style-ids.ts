/**
 * The prefix of Emotion's class names (`c-1x2y3z`), on the server and in the browser alike. One letter:
 * a page has a hundred or two of them, and Emotion's default, `css`, wrote two more letters in each.
 */
export const EMOTION_KEY = 'c';

/**
 * A prerendered page's Emotion rules are in its stylesheets (the shell's, and its blocks' own): each
 * sheet names the rules it holds in a custom property of `:root`, which the app reads before it
 * hydrates so Emotion does not insert them a second time. Emotion's own way, an empty `<style
 * data-emotion>` naming them, repeated the same names in every page's HTML.
 */
export const STYLE_IDS_PROPERTY = { shell: '--emotion-shell', page: '--emotion-page' } as const;

/** The declaration a stylesheet ends with: the rules it holds, by Emotion's id. */
export const declareStyleIds = (property: string, ids: string[]) => `:root{${property}:"${ids.join(' ')}"}`;

/** The ids a declaration's value names (`"a b c"`, as `getPropertyValue` returns it). */
export const readStyleIds = (value: string): string[] => value.trim().replace(/^"|"$/g, '').split(' ').filter(Boolean);
