import type { StyleRule } from '#site/shell/server-entry';
import { declareStyleIds, STYLE_IDS_PROPERTY } from '#site/shell/style-ids';
import { toHashedFile } from './to-hashed-file';

export interface ShellStyles {
  /** The stylesheet's path under the output folder, e.g. `assets/shell-1a2b3c4d.css`. */
  file: string;
  css: string;
  /** For every page's <head>: the font preload, the stylesheet, and the markers of its global rules for Emotion. */
  head: string;
  /**
   * What a page's own blocks add, the rules the shell stylesheet does not hold: a stylesheet named by a
   * hash of its CSS, so the pages that share blocks (every case study, say) share one cached file.
   */
  pageStylesFor(rules: StyleRule[]): PageStyles;
}

export interface PageStyles {
  /** For the page's <head>: the page stylesheet's link and Emotion's markers for its global rules. */
  head: string;
  /** The stylesheet to write, when the page adds any rules. */
  sheet?: { file: string; css: string };
}

const ruleKey = (rule: StyleRule) => `${rule.key} ${rule.id}`;

/** The Basic Latin face of a variable font is what an English page needs first; the other subsets load on demand. */
function findLatinFont(css: string): string | undefined {
  for (const face of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
    // U+0000-00FF, or U+?? as minifiers write it.
    if (/unicode-range:\s*U\+(?:0{0,4}-0{0,2}FF|0{0,2}\?\?)(?=[,;}\s])/i.test(face))
      return /url\(([^)]+\.woff2)\)/.exec(face)?.[1].replace(/["']/g, '');
  }
  return undefined;
}

/**
 * The CSS every page shares, as one hashed stylesheet the browser caches for a year: the entry's
 * stylesheets and the rules of the shell (font faces, theme, header, footer, the ui primitives),
 * which are what a page without blocks, the not-found page, renders. A page then adds only the rules
 * of its own blocks.
 *
 * Emotion would insert the shell's rules again when the page hydrates. Each stylesheet names the class
 * rules it holds (see style-ids), which the app marks as in place; a global rule set keeps the empty
 * `<style data-emotion>` marker Emotion's own server rendering leaves, which its <Global> looks for.
 */
export function createShellStyles(shellRules: StyleRule[], entryCss: string, base = '/'): ShellStyles {
  const css = entryCss + toCss(shellRules, STYLE_IDS_PROPERTY.shell);
  const file = toHashedFile('shell', css, 'css');
  const inShell = new Set(shellRules.map(ruleKey));
  const font = findLatinFont(css);
  const head = [
    ...(font ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`] : []),
    `<link rel="stylesheet" href="${base}${file}">`,
    ...toGlobalMarkers(shellRules),
  ].join('');
  // Pages made of the same blocks have the same rules (every case study, 10,000 generated pages): their
  // stylesheet is made and hashed once.
  const made = new Map<string, PageStyles>();
  return {
    file,
    css,
    head,
    pageStylesFor(rules) {
      const own = rules.filter((rule) => !inShell.has(ruleKey(rule)));
      if (own.length === 0) return { head: '' };
      const key = own.map(ruleKey).join('\n');
      let styles = made.get(key);
      if (styles === undefined) {
        const css = toCss(own, STYLE_IDS_PROPERTY.page);
        const sheet = { file: toHashedFile('page', css, 'css'), css };
        styles = {
          head: [`<link rel="stylesheet" href="${base}${sheet.file}">`, ...toGlobalMarkers(own)].join(''),
          sheet,
        };
        made.set(key, styles);
      }
      return styles;
    },
  };
}

/**
 * A global rule set, which Emotion keeps in a tag of its own (so it can be replaced alone) and whose
 * <Global> looks for that tag as it hydrates. Keyframes come with the global ones but are inserted like
 * class rules, by name: they are named with those, and need no tag.
 */
const isGlobal = (rule: StyleRule) => rule.key.endsWith('-global') && !rule.id.startsWith('animation-');

/** The rules' CSS, then the ids of its class rules under `property`. */
const toCss = (rules: StyleRule[], property: string) =>
  rules.map((rule) => rule.css).join('') +
  declareStyleIds(
    property,
    rules.filter((rule) => !isGlobal(rule)).map((rule) => rule.id),
  );

/** The empty tag Emotion's server rendering writes for each global rule set, which its <Global> looks for as it hydrates. */
const toGlobalMarkers = (rules: StyleRule[]): string[] =>
  rules.filter(isGlobal).map((rule) => `<style data-emotion="${rule.key} ${rule.id}"></style>`);
