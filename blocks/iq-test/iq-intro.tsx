import styled from '@emotion/styled';
import type { Ref } from 'react';
import type { IqTestBlock } from '../../src/generated/site-types';
import { Button } from '../../src/ui/button';
import { brainPath } from '../../src/ui/icon-paths';
import { SvgIcon } from '../../src/ui/svg-icon';
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
        <SvgIcon path={brainPath} size={28} />
      </Mark>
      <div>
        <CardHeading id={headingId}>{block.title}</CardHeading>
        <Text>{block.text}</Text>
      </div>
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
