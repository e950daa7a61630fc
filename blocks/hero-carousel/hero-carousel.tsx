import styled from '@emotion/styled';
import type { HeroCarouselBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { ButtonLink } from '#ui/controls/button-link';
import { Carousel } from '#ui/carousel/carousel';
import { ContentImage } from '#ui/pictures/content-image';
import { CtaButton } from '#ui/controls/cta-button';
import { Section } from '#ui/layout/section';
import { stylePanel } from '#ui/styles/panel';

const Hero = styled(Section)(({ theme }) => ({
  paddingTop: theme.space[8],
  [theme.mobile]: { paddingTop: theme.space[6] },
}));

/** The headline and its proof, with the illustration beside them where the screen is wide enough for both. */
const Opening = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateAreas: '"title" "text"',
  alignItems: 'center',
  marginBottom: theme.space[6],
  [theme.navExpanded]: {
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gridTemplateAreas: '"title title" "text art"',
    columnGap: theme.space[6],
  },
}));

const Title = styled.h1(({ theme }) => ({
  gridArea: 'title',
  fontSize: 'clamp(2.125rem, 1.5rem + 2vw, 3rem)',
  fontWeight: theme.fontWeight.heavy,
  letterSpacing: '-0.03em',
  lineHeight: theme.lineHeight.tight,
  maxWidth: '24ch',
  textWrap: 'balance',
}));

const Intro = styled.p(({ theme }) => ({
  marginTop: theme.space[5],
  maxWidth: '52ch',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.lg,
}));

const Body = styled.div({ gridArea: 'text' });

/** The proof in one row, on phones too: each figure large in the brand's colour, its label under it. */
const Proof = styled.ul(({ theme }) => ({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: theme.space[4],
  maxWidth: '32rem',
  marginTop: theme.space[5],
  padding: 0,
  listStyle: 'none',
  color: theme.color.textMuted,
  fontSize: theme.fontSize.xs,
  lineHeight: theme.lineHeight.snug,
  '& strong': {
    display: 'block',
    color: theme.color.link,
    fontSize: theme.fontSize.xl,
    fontWeight: theme.fontWeight.heavy,
  },
}));

const Buttons = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  marginTop: theme.space[6],
}));

/** Only beside the headline: on narrower screens it would push the offers below the first screen. */
const Art = styled.div(({ theme }) => ({
  gridArea: 'art',
  display: 'none',
  [theme.navExpanded]: { display: 'block' },
  img: { width: '100%', borderRadius: 0 },
}));

/**
 * An offer's card: laid out by its own width, its button beside the words where there is room. No shadow:
 * the carousel clips what stands outside its slides, which left the shadow as grey corners behind the round ones.
 */
const Slide = styled.div(({ theme }) => ({
  height: '100%',
  padding: `${theme.space[5]} ${theme.space[6]}`,
  ...stylePanel(theme),
  containerType: 'inline-size',
  [theme.mobile]: { padding: theme.space[5] },
}));

const SlideLayout = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'start',
  gap: theme.space[4],
  '@container (min-width: 680px)': {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: theme.space[5],
  },
}));

const SlideTitle = styled.h2(({ theme }) => ({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.heavy,
  letterSpacing: '-0.01em',
  lineHeight: theme.lineHeight.tight,
}));

const SlideText = styled.p(({ theme }) => ({
  marginTop: theme.space[2],
  color: theme.color.textMuted,
}));

/**
 * The page's opening: the positioning headline (the page's h1) a visitor reads first, a line of proof,
 * the buttons side by side and an illustration beside them; under them the offers rotate, each a
 * headline, a line and a button.
 */
export default function HeroCarousel({ block }: BlockProps<HeroCarouselBlock>) {
  const titleId = block.id ? `${block.id}-title` : undefined;
  return (
    <Hero id={block.id} aria-labelledby={titleId}>
      <Opening>
        <Title id={titleId}>{block.title}</Title>
        <Body>
          {block.intro && <Intro>{block.intro}</Intro>}
          {block.proof.length > 0 && (
            <Proof>
              {block.proof.map((item) => (
                <li key={item.label}>
                  <strong>{item.value}</strong>
                  {` ${item.label}`}
                </li>
              ))}
            </Proof>
          )}
          {block.buttons.length > 0 && (
            <Buttons>
              {block.buttons.map((button) => (
                <CtaButton key={`${button.label}|${button.href}`} cta={button} />
              ))}
            </Buttons>
          )}
        </Body>
        {block.image && (
          <Art>
            <ContentImage image={block.image} sizes="(min-width: 1024px) 40vw, 0px" />
          </Art>
        )}
      </Opening>
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
              <SlideLayout>
                <div>
                  <SlideTitle>{slide.title}</SlideTitle>
                  <SlideText>{slide.subtitle}</SlideText>
                </div>
                <ButtonLink href={slide.ctaLink} isExternal={slide.isExternal}>
                  {slide.ctaText}
                </ButtonLink>
              </SlideLayout>
            </Slide>
          ),
        }))}
      />
    </Hero>
  );
}
