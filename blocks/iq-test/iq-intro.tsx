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
 * A real question of the test (the bank's first) with its four answers, where the card is a column (beside
 * the hero, on a phone): it shows what Start leads to. The answers are not buttons: the test itself asks
 * them, after registration.
 */
const Sample = styled.figure(({ theme }) => ({
  display: 'none',
  '@container (max-width: 639.98px)': { display: 'grid' },
  gap: theme.space[3],
  width: '100%',
  margin: 0,
  padding: theme.space[5],
  borderRadius: theme.radius.md,
  background: theme.color.surfaceRaised,
}));

const SampleLabel = styled.figcaption(({ theme }) => ({
  color: theme.color.textMuted,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
}));

const SampleQuestion = styled.p(({ theme }) => ({
  fontWeight: theme.fontWeight.bold,
  lineHeight: theme.lineHeight.snug,
}));

const SampleAnswers = styled.ol(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'answer',
  '& li': {
    counterIncrement: 'answer',
    display: 'flex',
    alignItems: 'center',
    gap: theme.space[2],
    minHeight: '40px',
    padding: `${theme.space[1]} ${theme.space[3]}`,
    borderRadius: theme.radius.sm,
    background: theme.color.surface,
    fontSize: theme.fontSize.sm,
  },
  // The answer's letter, as the test's options would be read out: A, B, C, D.
  '& li::before': {
    content: 'counter(answer, upper-alpha)',
    color: theme.color.link,
    fontWeight: theme.fontWeight.bold,
  },
}));

const Text = styled.p(({ theme }) => ({ marginTop: theme.space[2], color: theme.color.textMuted }));

const Note = styled.p(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm }));

const ErrorNote = styled.p(({ theme }) => ({
  gridColumn: '1 / -1',
  color: theme.color.destructive,
  fontSize: theme.fontSize.sm,
}));

export interface IqIntroProps {
  block: Pick<IqTestBlock, 'title' | 'text' | 'startLabel' | 'noScript' | 'sampleLabel' | 'questions'>;
  headingId: string;
  /** Set while the test's code downloads after a click. */
  busy?: boolean;
  error?: string;
  onStart: () => void;
  startRef?: Ref<HTMLButtonElement>;
}

/** The invitation: what the test is and the button that starts it; all the prerendered page holds of the test. */
export function IqIntro({ block, headingId, busy = false, error, onStart, startRef }: IqIntroProps) {
  const sample = block.questions.at(0);
  return (
    <Layout data-intro="">
      <Mark>
        <Icon name="brain" size={28} />
      </Mark>
      <div>
        <CardHeading id={headingId}>{block.title}</CardHeading>
        <Text>{block.text}</Text>
      </div>
      {sample && (
        <Sample>
          <SampleLabel>{block.sampleLabel}</SampleLabel>
          <SampleQuestion>{sample.question}</SampleQuestion>
          <SampleAnswers>
            {sample.options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </SampleAnswers>
        </Sample>
      )}
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
