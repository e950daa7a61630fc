import styled from '@emotion/styled';
import { useId } from 'react';
import type { CapabilityListBlock } from '../../src/generated/site-types';
import { Icon } from '../../src/ui/icon';
import { Section, SectionHeading, SectionIntro } from '../../src/ui/section';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[5],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
}));

const Card = styled.li(({ theme }) => ({
  padding: theme.space[6],
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.sm,
}));

const IconBadge = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  marginBottom: theme.space[4],
  borderRadius: theme.radius.md,
  background: theme.color.surfaceRaised,
  color: theme.color.link,
}));

const ItemTitle = styled.h3(({ theme }) => ({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  marginBottom: theme.space[2],
}));

const ItemText = styled.p(({ theme }) => ({
  color: theme.color.textMuted,
}));

/** A heading and a grid of capabilities: what a solution or service does, one card each. */
export default function CapabilityList({ block }: { block: CapabilityListBlock }) {
  const headingId = useId();
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.title}</SectionHeading>
      {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
      <Grid>
        {block.items.map((item) => (
          <Card key={item.title}>
            <IconBadge>
              <Icon name={item.icon} />
            </IconBadge>
            <ItemTitle>{item.title}</ItemTitle>
            <ItemText>{item.description}</ItemText>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
