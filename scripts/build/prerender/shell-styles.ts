import { createHash } from 'node:crypto';

import type { StyleRule } from '../../../src/site/shell/server-entry';

export interface ShellStyles {
  /** The stylesheet's path under the output folder, e.g. `assets/shell-1a2b3c4d.css`. */
  file: string;
  css: string;
  /** For every page's <head>: the font preload, the stylesheet, and the markers that tell Emotion its rules are in place. */
  head: string;
  /**
   * What a page's own blocks add, the rules the shell stylesheet does not hold: a stylesheet named by a
   * hash of its CSS, so the pages that share blocks (every case study, say) share one cached file.
   */
  pageStylesFor(rules: StyleRule[]): PageStyles;
}

export interface PageStyles {
  /** For the page's <head>: the page stylesheet's link and Emotion's markers for its rules. */
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
 * Emotion would insert the shell's rules again when the page hydrates. Empty `<style data-emotion>`
 * tags naming them are the markers Emotion's own server rendering leaves, and its client cache reads
 * them as "already in the page".
 */
const toHashedFile = (name: string, css: string) =>
  `assets/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;

export function createShellStyles(shellRules: StyleRule[], entryCss: string, base = '/'): ShellStyles {
  const css = entryCss + shellRules.map((rule) => rule.css).join('');
  const file = toHashedFile('shell', css);
  const inShell = new Set(shellRules.map(ruleKey));
  const font = findLatinFont(css);
  const head = [
    ...(font ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="${font}">`] : []),
    `<link rel="stylesheet" href="${base}${file}">`,
    ...toStyleTags(shellRules, { withCss: false }),
  ].join('\n');
  return {
    file,
    css,
    head,
    pageStylesFor(rules) {
      const own = rules.filter((rule) => !inShell.has(ruleKey(rule)));
      if (own.length === 0) return { head: '' };
      const css = own.map((rule) => rule.css).join('');
      const sheet = { file: toHashedFile('page', css), css };
      return {
        head: [`<link rel="stylesheet" href="${base}${sheet.file}">`, ...toStyleTags(own, { withCss: false })].join(''),
        sheet,
      };
    },
  };
}

/** Emotion keeps each global rule set (and each keyframes) in its own tag, so each can be replaced alone. */
const isGlobal = (rule: StyleRule) => rule.key.endsWith('-global');

/**
 * Tags as Emotion's server rendering writes them: each global rule set alone, then one tag per key for
 * the class rules; without their CSS, they are the markers of rules a stylesheet holds.
 */
function toStyleTags(rules: StyleRule[], { withCss }: { withCss: boolean }): string[] {
  const tag = (key: string, group: StyleRule[]) =>
    `<style data-emotion="${key} ${group.map((rule) => rule.id).join(' ')}">${withCss ? group.map((rule) => rule.css).join('') : ''}</style>`;
  return [
    ...rules.filter(isGlobal).map((rule) => tag(rule.key, [rule])),
    ...groupByKey(rules.filter((rule) => !isGlobal(rule))).map(([key, group]) => tag(key, group)),
  ];
}

function groupByKey(rules: StyleRule[]): Array<[string, StyleRule[]]> {
  const groups = new Map<string, StyleRule[]>();
  for (const rule of rules) groups.set(rule.key, [...(groups.get(rule.key) ?? []), rule]);
  return [...groups];
}
