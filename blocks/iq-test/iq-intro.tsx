import styled from '@emotion/styled';
import type { Ref } from 'react';
import type { IqTestBlock } from '#generated/site-types';
import { Button } from '#ui/controls/button';
import { Icon } from '#ui/theme/icon';
import { CardHeading } from './iq-card';

const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  justifyItems: 'start',
  // In a column (beside the hero) the card is as tall as the column: the button sits at its foot.
  '@container (max-width: 639.98px)': {
    flexGrow: 1,
    gridTemplateRows: 'auto auto 1fr auto',
    '>button': { alignSelf: 'end' },
  },
  // Full width: the invitation on the left, the button on the right.
  '@container (min-width: 640px)': { gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: theme.space[5] },
}));

const Mark = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  borderRadius: theme.radius.md,
  background: theme.color.surfaceRaised,
  color: theme.color.link,
}));

/**
 * A glimpse of the test (a progress bar, a question, four answers, one chosen), drawn only where the card
 * stands beside the hero and is taller than its words: it takes the column's free height, so the card is
 * filled with what the button leads to rather than left empty.
 */
const Glimpse = styled.div(({ theme }) => ({
  display: 'none',
  alignSelf: 'stretch',
  alignContent: 'center',
  width: '100%',
  '@container (max-width: 639.98px)': { [theme.navExpanded]: { display: 'grid' } },
  gap: theme.space[3],
  padding: theme.space[5],
  borderRadius: theme.radius.md,
  background: theme.color.surfaceRaised,
  '& span': { display: 'block', height: '14px', borderRadius: theme.radius.pill, background: theme.color.border },
  '& span:first-of-type': {
    height: '6px',
    marginBottom: theme.space[2],
    backgroundImage: `linear-gradient(90deg, ${theme.brandGradient.from}, ${theme.brandGradient.via} 30%, ${theme.color.border} 30%)`,
  },
  '& span:nth-of-type(2)': { width: '85%' },
  '& span:nth-of-type(3)': { width: '60%', marginBottom: theme.space[3] },
  '& span:nth-of-type(n + 4)': {
    height: '44px',
    border: `1px solid ${theme.color.border}`,
    background: theme.color.surface,
  },
  // The chosen answer: its whole edge in the brand colour (a bar down a pill's left side would bend).
  '& span:nth-of-type(5)': { borderColor: theme.color.primary, boxShadow: `inset 0 0 0 1px ${theme.color.primary}` },
}));

const Text = styled.p(({ theme }) => ({ marginTop: theme.space[2], color: theme.color.textMuted }));

const Note = styled.p(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm }));

const ErrorNote = styled.p(({ theme }) => ({
  gridColumn: '1 / -1',
  color: theme.color.destructive,
  fontSize: theme.fontSize.sm,
}));

export interface IqIntroProps {
  block: Pick<IqTestBlock, 'title' | 'text' | 'startLabel' | 'noScript'>;
  headingId: string;
  /** Set while the test's code downloads after a click. */
  busy?: boolean;
  error?: string;
  onStart: () => void;
  startRef?: Ref<HTMLButtonElement>;
}

/** The invitation: what the test is and the button that starts it; all the prerendered page holds of the test. */
export function IqIntro({ block, headingId, busy = false, error, onStart, startRef }: IqIntroProps) {
  return (
    <Layout>
      <Mark>
        <Icon name="brain" size={28} />
      </Mark>
      <div>
        <CardHeading id={headingId}>{block.title}</CardHeading>
        <Text>{block.text}</Text>
      </div>
      <Glimpse aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
        <span />
        <span />
      </Glimpse>
      <Button
        ref={startRef}
        type="button"
        onClick={onStart}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        {block.startLabel}
      </Button>
      <noscript>
        <Note>{block.noScript}</Note>
      </noscript>
      {error && <ErrorNote role="alert">{error}</ErrorNote>}
    </Layout>
  );
}
