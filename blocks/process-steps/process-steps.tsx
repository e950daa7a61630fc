import styled from '@emotion/styled';
import { useId } from 'react';
import type { ProcessStepsBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { styleBalancedColumns } from '#ui/styles/balanced-columns';
import { Card, CardText, CardTitle, styleCardRow } from '#ui/layout/card';
import { Section, SectionHeading, SectionIntro } from '#ui/layout/section';

const Steps = styled.ol<{ count: number }>(({ theme, count }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  ...styleBalancedColumns(theme, count),
  counterReset: 'step',
}));

/** The number comes from a CSS counter: the list is an <ol>, so screen readers already say "1 of 3". */
const Step = styled(Card)(({ theme }) => ({
  counterIncrement: 'step',
  '&::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    marginBottom: theme.space[4],
    borderRadius: theme.radius.pill,
    background: theme.color.primary,
    color: theme.color.onPrimary,
    fontWeight: theme.fontWeight.heavy,
  },
  // On a phone the number stands beside the title and the text runs under both, as a capability's icon does.
  [theme.mobile]: {
    ...styleCardRow(theme),
    '&::before': { width: '36px', height: '36px', marginBottom: 0 },
    '& h3': { marginBottom: 0, fontSize: theme.fontSize.md },
    '& p': { gridColumn: '1 / -1', fontSize: theme.fontSize.sm },
  },
}));

/** How an engagement runs, step by step, in the order the steps happen. */
export default function ProcessSteps({ block }: BlockProps<ProcessStepsBlock>) {
  const headingId = useId();
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.title}</SectionHeading>
      {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
      <Steps count={block.steps.length}>
        {block.steps.map((step) => (
          <Step key={step.title}>
            <CardTitle>{step.title}</CardTitle>
            <CardText>{step.description}</CardText>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
