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
