import styled from '@emotion/styled';
import { useId } from 'react';
import type { CaseStudyBodyBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Card, CardIcon, CardSection, CardText, CardTitle } from '#ui/layout/card';
import { styleAccentEdge } from '#ui/styles/accent-edge';
import { ContentImage } from '#ui/pictures/content-image';
import { CtaButton } from '#ui/controls/cta-button';
import { Icon } from '#ui/theme/icon';
import { styleTapTarget } from '#ui/styles/tap-target';
import { Markdown } from '#ui/layout/markdown';
import { Hero, HeroButtons, HeroDescription, HeroEyebrow, HeroTitle } from '#ui/layout/hero';
import { NextCard } from '#ui/layout/next-card';
import { Section, SectionHeading, SectionIntro } from '#ui/layout/section';
import { SmartLink } from '#ui/controls/smart-link';
import { stylePanel } from '#ui/styles/panel';

/** The page hero: the client's logo over the text, and the work beside it (below it on a phone). */
const StudyHero = styled(Hero)(({ theme }) => ({
  display: 'grid',
  gap: theme.space[7],
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)',
  [theme.navCollapsed]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space[6] },
}));

/** The client's logo card, small, above the eyebrow: the visual beside it is the page's picture. */
const HeroLogo = styled(ContentImage)(({ theme }) => ({
  display: 'block',
  width: '180px',
  height: 'auto',
  marginBottom: theme.space[5],
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.color.border}`,
}));

const Visual = styled(ContentImage)(({ theme }) => ({
  width: '100%',
  boxShadow: theme.shadow.lg,
  border: `1px solid ${theme.color.border}`,
}));

const LogoFrame = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  padding: theme.space[6],
  ...stylePanel(theme, { shadow: 'md' }),
}));

/** The logo card is drawn with its own rounded corners. */
const FramedLogo = styled(ContentImage)(({ theme }) => ({ borderRadius: theme.radius.md }));

const Chips = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  '& li': {
    padding: `${theme.space[1]} ${theme.space[3]}`,
    borderRadius: theme.radius.pill,
    background: theme.color.surfaceRaised,
    fontSize: theme.fontSize.sm,
  },
}));

/**
 * The project's facts as one strip: four columns in one box, divided by rules (two by two on a tablet,
 * stacked on a phone), read at a glance instead of as four separate cards.
 */
const FactStrip = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  ...stylePanel(theme, { shadow: 'sm' }),
  overflow: 'hidden',
  [theme.navCollapsed]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' },
}));

const Fact = styled.div(({ theme }) => ({
  display: 'grid',
  alignContent: 'start',
  gap: theme.space[3],
  padding: theme.space[5],
  // Rules between the facts: each draws its top and left edge, the box's border hides the outer ones.
  boxShadow: `-1px -1px 0 ${theme.color.border}`,
}));

const FactHeading = styled.h3(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  color: theme.color.textMuted,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  // Its icon's size set here once for the four facts.
  '& .icon': { width: '18px', height: '18px' },
}));

const FactValue = styled.p(({ theme }) => ({
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
}));

const ResultTitle = styled(CardTitle)({ display: 'grid' });

/** A result's figure, large in the brand's colour, over its title: the number a reader takes away. */
const ResultFigure = styled.strong(({ theme }) => ({
  color: theme.color.link,
  fontSize: 'clamp(2.5rem, 2rem + 2vw, 3.5rem)',
  fontWeight: theme.fontWeight.heavy,
  letterSpacing: '-0.03em',
  lineHeight: 1.05,
}));

const Plain = styled.ul(({ theme }) => ({ margin: 0, paddingLeft: theme.space[5], color: theme.color.textMuted }));

const ExternalLink = styled(SmartLink)(({ theme }) => ({
  color: theme.color.link,
  fontWeight: theme.fontWeight.bold,
  wordBreak: 'break-word',
  ...styleTapTarget(theme),
}));

const Story = styled(Section)(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  '& p': { color: theme.color.textMuted, fontSize: theme.fontSize.md },
}));

const Quote = styled.figure(({ theme }) => ({
  margin: 0,
  padding: theme.space[7],
  ...stylePanel(theme),
  ...styleAccentEdge(theme),
  '& blockquote': { margin: 0, fontSize: theme.fontSize.lg, lineHeight: theme.lineHeight.snug },
  '& figcaption': { marginTop: theme.space[5], color: theme.color.textMuted },
  '& cite': { fontStyle: 'normal', fontWeight: theme.fontWeight.bold, color: theme.color.text },
}));

const Closing = styled(Section)(({ theme }) => ({
  textAlign: 'center',
  '& p': { marginInline: 'auto' },
  paddingBottom: theme.space[9],
}));

/**
 * A case-study page, all from the study's entry in site.yaml, so the seven pages share one layout and
 * a new study is a new entry. The hero holds the page's one h1; every other part is an h2 section.
 */
export default function CaseStudyBody({ block }: BlockProps<CaseStudyBodyBlock>) {
  const { study, labels } = block;
  const ids = { title: useId(), glance: useId(), testimonial: useId(), closing: useId() };
  return (
    <>
      <StudyHero id={block.id} aria-labelledby={ids.title}>
        <div>
          {study.image && <HeroLogo image={study.logo} priority />}
          <HeroEyebrow>{labels.eyebrow}</HeroEyebrow>
          <HeroTitle id={ids.title}>{study.title}</HeroTitle>
          <HeroDescription>{study.intro}</HeroDescription>
          <HeroButtons>
            <CtaButton cta={{ ...study.explore, variant: 'secondary' }} />
          </HeroButtons>
        </div>
        {study.image ? (
          <Visual image={study.image} priority />
        ) : (
          <LogoFrame>
            <FramedLogo image={study.logo} priority />
          </LogoFrame>
        )}
      </StudyHero>

      <Section aria-labelledby={ids.glance}>
        <SectionHeading id={ids.glance}>{labels.overview}</SectionHeading>
        <FactStrip>
          <Fact>
            <FactHeading>
              <Icon name="code" />
              {labels.technologies}
            </FactHeading>
            <Chips>
              {study.technologies.map((technology) => (
                <li key={technology}>{technology}</li>
              ))}
            </Chips>
          </Fact>
          <Fact>
            <FactHeading>
              <Icon name="clock" />
              {labels.duration}
            </FactHeading>
            <FactValue>{study.duration}</FactValue>
          </Fact>
          <Fact>
            <FactHeading>
              <Icon name="briefcase" />
              {labels.services}
            </FactHeading>
            <Plain>
              {study.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </Plain>
          </Fact>
          <Fact>
            <FactHeading>
              <Icon name="globe" />
              {labels.website}
            </FactHeading>
            <ExternalLink href={study.website} isExternal>
              {study.websiteName}
            </ExternalLink>
          </Fact>
        </FactStrip>
      </Section>

      <Story>
        <div>
          <SectionHeading>{labels.challenge}</SectionHeading>
          <p>{study.challenge}</p>
        </div>
        <div>
          <SectionHeading>{labels.solution}</SectionHeading>
          <p>{study.solution}</p>
        </div>
      </Story>

      <CardSection title={labels.results}>
        {study.results.map((result) => (
          <Card key={result.title}>
            <CardIcon>
              <Icon name={result.icon} />
            </CardIcon>
            <ResultTitle>
              {result.figure && <ResultFigure>{result.figure}</ResultFigure>}
              {` ${result.title}`}
            </ResultTitle>
            <CardText>{result.description}</CardText>
          </Card>
        ))}
      </CardSection>

      <Section aria-labelledby={ids.testimonial}>
        <SectionHeading id={ids.testimonial}>{labels.testimonial}</SectionHeading>
        <Quote>
          <blockquote>
            <p>{`“${study.testimonial.quote}”`}</p>
          </blockquote>
          <figcaption>
            <cite>{study.testimonial.author}</cite>
            {`, ${study.testimonial.title}`}
          </figcaption>
        </Quote>
      </Section>

      {study.extra && (
        <Section>
          <Markdown text={study.extra} />
        </Section>
      )}

      {block.next && (
        <Section as="nav" aria-label={labels.next}>
          <NextCard href={block.next.href} eyebrow={labels.next} label={block.next.project.title} />
        </Section>
      )}

      <Closing aria-labelledby={ids.closing}>
        <SectionHeading id={ids.closing}>{labels.closingTitle}</SectionHeading>
        <SectionIntro>{labels.closingText}</SectionIntro>
        <CtaButton cta={study.cta ?? block.cta} />
      </Closing>
    </>
  );
}
