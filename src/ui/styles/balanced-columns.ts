import type { CSSObject } from '@emotion/react';
import type { SiteTheme } from '../theme/theme';

/**
 * How many columns a grid of `count` items has on a wide screen, so that its rows end evenly: 4 in one
 * row, 5 as 3 + 2, 7 as 4 + 3, 10 as 4 + 4 + 2 (a short last row is centred, see below).
 */
export function chooseColumns(count: number, widest = 4): number {
  if (count <= widest) return Math.max(count, 1);
  if (count % 3 === 0 || count === 5) return 3;
  return Math.min(4, widest);
}

/**
 * A grid whose columns follow its item count, and whose short last row is centred instead of leaving
 * a hole at its end: a wrapping flex row with items of one column's width. Tablets get two columns
 * (three for three items), phones one.
 */
export function styleBalancedColumns(theme: SiteTheme, count: number, widest = 4): CSSObject {
  const column = (columns: number) => ({
    flex: `0 0 calc((100% - ${columns - 1} * var(--grid-gap)) / ${columns})`,
    maxWidth: `calc((100% - ${columns - 1} * var(--grid-gap)) / ${columns})`,
  });
  const wide = chooseColumns(count, widest);
  const medium = Math.min(wide, count === 3 ? 3 : 2);
  return {
    '--grid-gap': theme.space[5],
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: 'var(--grid-gap)',
    '& > *': column(wide),
    [`@media (max-width: ${theme.breakpoint.nav - 0.02}px)`]: { '& > *': column(medium) },
    [theme.mobile]: { '--grid-gap': theme.space[4], '& > *': column(1) },
  };
}
