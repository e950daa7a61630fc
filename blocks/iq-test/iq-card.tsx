import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card } from '#ui/layout/card';

/**
 * The frame the intro and the test share: a card with the brand's gradient on top. It is a size
 * container, so its contents lay out by the card's own width: the same block sits full width or in a
 * narrow column beside the hero.
 */
const Frame = styled.section(({ theme }) => ({
  // Beside the hero the card keeps its own height, at the top of its column: stretched to the hero's (a
  // headline, a picture and an offer), its Start button fell below the fold at 1280 × 800, under a sample
  // padded with empty space.
  alignSelf: 'flex-start',
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space[5]} ${theme.space[5]}`,
  containerType: 'inline-size',
  [theme.mobile]: { padding: `${theme.space[4]} ${theme.space[4]}` },
}));

/** The site's card, raised a little higher: the card stands alone, not in a grid of its peers. */
const Panel = styled(Card)(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  boxShadow: theme.shadow.md,
  // The brand's bar along the top edge's straight part only, stopping where the corners begin: drawn
  // across the whole edge, the rounded corners would clip its ends into a "(" and ")".
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: `0 ${theme.radius.lg} auto ${theme.radius.lg}`,
    height: '4px',
    backgroundImage: `linear-gradient(90deg, ${theme.brandGradient.from}, ${theme.brandGradient.via}, ${theme.brandGradient.to})`,
  },
  '@container (max-width: 420px)': { padding: theme.space[5] },
}));

export const CardHeading = styled.h2(({ theme }) => ({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.heavy,
  letterSpacing: '-0.01em',
  lineHeight: theme.lineHeight.tight,
}));

/** The block's card: a region named by its heading (`headingId`), whatever the test's phase. */
export function IqCard({ id, headingId, children }: { id?: string; headingId: string; children: ReactNode }) {
  return (
    <Frame id={id} aria-labelledby={headingId}>
      <Panel as="div">{children}</Panel>
    </Frame>
  );
}
