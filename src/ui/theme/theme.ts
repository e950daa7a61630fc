import { palettes, tokens, type ColorName } from './tokens';

const colorVariable = (name: ColorName) => `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The CSS variables of one palette, for the `[data-theme=…]` rules in the global styles. */
export function declareColorVariables(theme: keyof typeof palettes): string {
  return (Object.keys(palettes[theme]) as ColorName[])
    .map((name) => `${colorVariable(name)}: ${palettes[theme][name]};`)
    .join('\n');
}

/** What components read: colours resolve through CSS variables, so switching the theme re-renders nothing. */
export const theme = {
  ...tokens,
  color: Object.fromEntries(
    (Object.keys(palettes.light) as ColorName[]).map((name) => [name, `var(${colorVariable(name)})`]),
  ) as Record<ColorName, string>,
  /** `@media` query for phones (narrower than 768 px). */
  mobile: `@media (max-width: ${tokens.breakpoint.mobile - 0.02}px)`,
  desktop: `@media (min-width: ${tokens.breakpoint.mobile}px)`,
  /** Below 1024 px: where wide layouts fold (two columns become one, the hero's picture goes). */
  navCollapsed: `@media (max-width: ${tokens.breakpoint.nav - 0.02}px)`,
  navExpanded: `@media (min-width: ${tokens.breakpoint.nav}px)`,
  /** 768–1023 px: the header's four menus, button and theme switch still in one line, drawn smaller. */
  navTight: `@media (min-width: ${tokens.breakpoint.mobile}px) and (max-width: ${tokens.breakpoint.nav - 0.02}px)`,
  narrow: `@media (max-width: ${tokens.breakpoint.narrow - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
};

export type SiteTheme = typeof theme;
