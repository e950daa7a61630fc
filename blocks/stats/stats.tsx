import styled from '@emotion/styled';
import { useId } from 'react';
import type { StatsBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { styleReveal } from '#ui/styles/reveal';
import { Section } from '#ui/layout/section';
import { stylePanel } from '#ui/styles/panel';

/** The figures stand in one row at every width: a few short numbers read as one line of proof. */
const Figures = styled.ul<{ count: number }>(({ theme, count }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[5],
  gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
  [theme.mobile]: { gap: theme.space[2] },
}));

const Figure = styled.li<{ index: number }>(({ theme, index }) => ({
  padding: theme.space[6],
  ...stylePanel(theme),
  textAlign: 'center',
  ...styleReveal(theme, index),
  [theme.mobile]: { padding: `${theme.space[4]} ${theme.space[2]}` },
}));

const Value = styled.span(({ theme }) => ({
  display: 'block',
  fontSize: theme.fontSize.display,
  fontWeight: theme.fontWeight.heavy,
  color: theme.color.link,
  lineHeight: theme.lineHeight.tight,
  [theme.mobile]: { fontSize: theme.fontSize.xl },
}));

const Label = styled.span(({ theme }) => ({
  display: 'block',
  marginTop: theme.space[2],
  color: theme.color.textMuted,
  fontWeight: theme.fontWeight.medium,
  [theme.mobile]: { fontSize: theme.fontSize.xs, lineHeight: theme.lineHeight.snug },
}));

/** A band of headline figures; its heading is for screen readers, the figures speak for themselves on screen. */
export default function Stats({ block }: BlockProps<StatsBlock>) {
  const headingId = useId();
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {block.title}
      </h2>
      <Figures count={block.items.length}>
        {block.items.map((item, index) => (
          <Figure key={item.label} index={index}>
            <Value>{item.value}</Value> <Label>{item.label}</Label>
          </Figure>
        ))}
      </Figures>
    </Section>
  );
}
