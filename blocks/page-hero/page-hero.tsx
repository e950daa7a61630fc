import styled from '@emotion/styled';
import type { PageHeroBlock } from '../../src/generated/site-types';
import type { BlockProps } from '../../src/site/block-context';
import { CtaButton } from '../../src/ui/cta-button';
import { stylePillLabel } from '../../src/ui/pill-label';
import { Section } from '../../src/ui/section';

const Eyebrow = styled.p(({ theme }) => ({
  ...stylePillLabel(theme),
  marginBottom: theme.space[4],
  fontSize: theme.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
}));

const Title = styled.h1(({ theme }) => ({
  fontSize: theme.fontSize.display,
  fontWeight: theme.fontWeight.heavy,
  letterSpacing: '-0.03em',
  maxWidth: '20ch',
}));

const Description = styled.p(({ theme }) => ({
  marginTop: theme.space[5],
  maxWidth: '62ch',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.lg,
}));

const Buttons = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  marginTop: theme.space[6],
}));

const Hero = styled(Section)(({ theme }) => ({
  paddingTop: theme.space[9],
}));

/** The page's opening: its one h1, what the page is about, and where to go from here. */
export default function PageHero({ block }: BlockProps<PageHeroBlock>) {
  return (
    <Hero id={block.id} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
      {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
      <Title id={block.id ? `${block.id}-title` : undefined}>{block.title}</Title>
      {block.description && <Description>{block.description}</Description>}
      {block.buttons.length > 0 && (
        <Buttons>
          {block.buttons.map((button) => (
            <CtaButton key={`${button.label}|${button.href}`} cta={button} />
          ))}
        </Buttons>
      )}
    </Hero>
  );
}
