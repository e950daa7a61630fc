import styled from '@emotion/styled';
import { styleAccentEdge } from '#ui/styles/accent-edge';
import { useEffect, useId, useState } from 'react';
import type { FactBoxBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Icon } from '#ui/theme/icon';
import { Section } from '#ui/layout/section';
import { stylePanel } from '#ui/styles/panel';
import { readPinnedFact } from './read-pinned-fact';

const Box = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space[5],
  alignItems: 'flex-start',
  padding: theme.space[6],
  ...stylePanel(theme, { shadow: 'sm' }),
  ...styleAccentEdge(theme),
  [theme.mobile]: { flexDirection: 'column', gap: theme.space[4], padding: theme.space[5] },
}));

/** Beside the fact on a wide screen; on a phone, where it would stand alone above the heading, left out. */
const Mark = styled.div(({ theme }) => ({
  display: 'grid',
  flexShrink: 0,
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: theme.radius.md,
  background: theme.color.surfaceRaised,
  color: theme.color.link,
  [theme.mobile]: { display: 'none' },
}));

const Heading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.heavy,
  marginBottom: theme.space[2],
}));

/** Room for the longest facts (two lines wide, four on a phone), so the one picked after loading does not push the page down. */
const Fact = styled.p(({ theme }) => ({
  minHeight: `${2 * theme.lineHeight.body}em`,
  fontSize: theme.fontSize.lg,
  [theme.mobile]: { minHeight: `${4 * theme.lineHeight.body}em` },
}));

const Note = styled.p(({ theme }) => ({
  marginTop: theme.space[3],
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
}));

/**
 * One fact from the page's list. The prerendered page and the first render in the browser show the
 * first fact, so hydration matches; the random pick happens after, on every page load. The editor's
 * preview may pin one instead (see readPinnedFact).
 */
export default function FactBox({ block }: BlockProps<FactBoxBlock>) {
  const headingId = useId();
  const { facts } = block.facts;
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const pinned = readPinnedFact(facts.length);
    setIndex(pinned ?? Math.floor(Math.random() * facts.length));
  }, [facts]);
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <Box>
        <Mark>
          <Icon name="sparkles" />
        </Mark>
        <div>
          <Heading id={headingId}>{block.title}</Heading>
          <Fact>{facts[index] ?? facts[0]}</Fact>
          <Note>{block.note}</Note>
        </div>
      </Box>
    </Section>
  );
}
