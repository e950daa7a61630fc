import styled from '@emotion/styled';
import { useId } from 'react';
import type { ProcessStepsBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { styleBalancedColumns } from '#ui/styles/balanced-columns';
import { Card, CardText, CardTitle } from '#ui/layout/card';
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
