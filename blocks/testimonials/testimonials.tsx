import styled from '@emotion/styled';
import { useId } from 'react';
import type { TestimonialsBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Carousel } from '#ui/carousel/carousel';
import { Section, SectionHeading, SectionIntro } from '#ui/layout/section';
import { Avatar } from './avatar';
import { stylePanel } from '#ui/styles/panel';

/**
 * The spec's 380 px card. The quote and who said it stay together, centred in it, so they read as one
 * (spread to its top and foot they were 270 px apart).
 */
const Card = styled.figure(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: theme.space[5],
  height: '380px',
  margin: 0,
  padding: theme.space[6],
  overflow: 'auto',
  ...stylePanel(theme, { shadow: 'sm' }),
}));

const Quote = styled.blockquote(({ theme }) => ({
  margin: 0,
  fontSize: theme.fontSize.lg,
  lineHeight: theme.lineHeight.snug,
  '&::before': { content: 'open-quote' },
  '&::after': { content: 'close-quote' },
}));

const Person = styled.figcaption(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space[4] }));

const Name = styled.span(({ theme }) => ({ display: 'block', fontWeight: theme.fontWeight.bold }));

const Role = styled.span(({ theme }) => ({
  display: 'block',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
}));

/** What clients say, one card at a time, looping; previous and next buttons and the arrow keys move it. */
export default function Testimonials({ block }: BlockProps<TestimonialsBlock>) {
  const headingId = useId();
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.title}</SectionHeading>
      {block.intro && <SectionIntro>{block.intro}</SectionIntro>}
      <Carousel
        label={block.title}
        wrap="loop"
        keyboard
        buttons={block.labels}
        perView={{ 0: 1, 1024: 2 }}
        slides={block.testimonials.map((testimonial) => ({
          key: testimonial.id,
          content: (
            <Card>
              <Quote>{testimonial.quote}</Quote>
              <Person>
                <Avatar image={testimonial.image} name={testimonial.name} />
                <span>
                  <Name>{testimonial.name}</Name>
                  <Role>{`${testimonial.role}, ${testimonial.company}`}</Role>
                </span>
              </Person>
            </Card>
          ),
        }))}
      />
    </Section>
  );
}
