import styled from '@emotion/styled';
import type { HeroCarouselBlock } from '../../src/generated/site-types';
import type { BlockProps } from '../../src/site/shell/block-context';
import { ButtonLink } from '../../src/ui/button-link';
import { Carousel } from '../../src/ui/carousel';
import { CtaButton } from '../../src/ui/cta-button';
import { stylePillLabel } from '../../src/ui/pill-label';
import { Section } from '../../src/ui/section';

const Hero = styled(Section)(({ theme }) => ({ paddingTop: theme.space[8] }));

const Title = styled.h1(({ theme }) => ({
  ...stylePillLabel(theme),
  marginBottom: theme.space[5],
  fontSize: theme.fontSize.sm,
  letterSpacing: '0.04em',
}));

const Slide = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.space[5],
  height: '100%',
  padding: theme.space[6],
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.md,
  [theme.mobile]: { padding: theme.space[5] },
}));

const SlideTitle = styled.h2(({ theme }) => ({
  fontSize: theme.fontSize.display,
  fontWeight: theme.fontWeight.heavy,
  letterSpacing: '-0.03em',
  lineHeight: theme.lineHeight.tight,
  maxWidth: '22ch',
}));

const SlideText = styled.p(({ theme }) => ({
  maxWidth: '60ch',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.lg,
}));

const Buttons = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.space[3],
  marginTop: theme.space[5],
}));

/** The page's opening as rotating offers: the page's h1 above, a headline, a line and a button per slide. */
export default function HeroCarousel({ block }: BlockProps<HeroCarouselBlock>) {
  return (
    <Hero id={block.id} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
      <Title id={block.id ? `${block.id}-title` : undefined}>{block.title}</Title>
      <Carousel
        label={block.title}
        wrap="rewind"
        interval={block.interval}
        buttons={block.labels}
        dotLabel={block.labels.goTo}
        slides={block.slides.map((slide) => ({
          key: slide.title,
          content: (
            <Slide>
              <SlideTitle>{slide.title}</SlideTitle>
              <SlideText>{slide.subtitle}</SlideText>
              <ButtonLink href={slide.ctaLink} isExternal={slide.isExternal}>
                {slide.ctaText}
              </ButtonLink>
            </Slide>
          ),
        }))}
      />
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
