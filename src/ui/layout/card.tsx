import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { Children, useId, type ReactNode } from 'react';
import { styleBalancedColumns } from '../styles/balanced-columns';
import { Section, SectionHeading, SectionIntro } from './section';
import { stylePanel } from '../styles/panel';
import type { SiteTheme } from '../theme/theme';

/**
 * The grid of cards that capability, product and similar sections share: its columns follow `count`,
 * the number of cards, so its rows end evenly (see styleBalancedColumns); `widest` caps the columns.
 */
export const CardGrid = styled('ul', { shouldForwardProp: (prop) => prop !== 'count' && prop !== 'widest' })<{
  count: number;
  widest?: number;
}>(({ theme, count, widest }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...styleBalancedColumns(theme, count, widest),
}));

export const Card = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  padding: theme.space[6],
  ...stylePanel(theme, { shadow: 'sm' }),
}));

/**
 * A card's phone layout: its mark (an icon, a number) beside its title, its text under both (the text
 * takes `gridColumn: '1 / -1'`), so a list of them is half as long as cards with the mark above.
 */
export function styleCardRow(theme: SiteTheme): CSSObject {
  return {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'center',
    columnGap: theme.space[3],
    rowGap: theme.space[1],
    padding: `${theme.space[3]} ${theme.space[4]}`,
  };
}

export const CardIcon = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  marginBottom: theme.space[4],
  borderRadius: theme.radius.md,
  background: theme.color.surfaceRaised,
  color: theme.color.link,
}));

export const CardTitle = styled.h3(({ theme }) => ({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  marginBottom: theme.space[2],
}));

export const CardText = styled.p(({ theme }) => ({
  color: theme.color.textMuted,
}));

/** A titled section holding a grid of cards: the frame of capability lists, product grids and the like; `before` goes above the grid, `after` under it. */
export function CardSection({
  id,
  title,
  intro,
  before,
  after,
  children,
}: {
  id?: string;
  /** The section's heading: its text, or a link of that text. */
  title: ReactNode;
  intro?: string;
  before?: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Section id={id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{title}</SectionHeading>
      {intro && <SectionIntro>{intro}</SectionIntro>}
      {before}
      <CardGrid count={Children.count(children)}>{children}</CardGrid>
      {after}
    </Section>
  );
}
