import styled from '@emotion/styled';
import { useId } from 'react';
import type { NameStripBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { ClientLogotype } from '#ui/pictures/client-logotype';
import { styleReveal } from '#ui/styles/reveal';
import { Section } from '#ui/layout/section';

const Heading = styled.h2(({ theme }) => ({
  marginBottom: theme.space[5],
  textAlign: 'center',
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
}));

const Names = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${theme.space[4]} ${theme.space[7]}`,
}));

const Name = styled.li<{ index: number }>(({ theme, index }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: '0.02em',
  ...styleReveal(theme, index),
}));

/** A heading over a row of client names, e.g. Trusted by Industry Leaders. */
export default function NameStrip({ block }: BlockProps<NameStripBlock>) {
  const headingId = useId();
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <Heading id={headingId}>{block.title}</Heading>
      <Names>
        {block.clients.map((client, index) => (
          <Name key={client.id} index={index}>
            <ClientLogotype client={client} />
          </Name>
        ))}
      </Names>
    </Section>
  );
}
