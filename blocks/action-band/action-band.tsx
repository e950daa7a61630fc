import styled from '@emotion/styled';
import { useId } from 'react';
import type { ActionBandBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Card } from '#ui/layout/card';
import { CtaButton } from '#ui/controls/cta-button';
import { Section, SectionHeading } from '#ui/layout/section';

/** The card's frame, as a plain box: the band is not an item of a list. */
const Band = styled(Card.withComponent('div'))(({ theme }) => ({
  display: 'block',
  padding: theme.space[7],
  textAlign: 'center',
  [theme.mobile]: { padding: theme.space[5] },
  // On the brand band the band is the frame: a card on it would be a box in a box.
  // Without a frame to keep off, its sides give their room to the words and buttons (both buttons on one line on a phone).
  '[data-band="brand"] &': {
    background: 'transparent',
    border: 'none',
    boxShadow: 'none',
    [theme.mobile]: { paddingInline: 0 },
  },
}));

const Text = styled.p(({ theme }) => ({
  maxWidth: '60ch',
  margin: '0 auto',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.lg,
}));

const Buttons = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space[3],
  marginTop: theme.space[6],
}));

/** A closing call to action, so a reader who got to the end of the page has the next step at hand. */
export default function ActionBand({ block }: BlockProps<ActionBandBlock>) {
  const headingId = useId();
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <Band>
        <SectionHeading id={headingId}>{block.title}</SectionHeading>
        {block.text && <Text>{block.text}</Text>}
        <Buttons>
          {block.buttons.map((button) => (
            <CtaButton key={`${button.label}|${button.href}`} cta={button} />
          ))}
        </Buttons>
      </Band>
    </Section>
  );
}
