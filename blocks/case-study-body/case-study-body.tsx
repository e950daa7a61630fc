import styled from '@emotion/styled';
import { useId } from 'react';
import type { CaseStudyBodyBlock } from '../../src/generated/site-types';
import type { BlockProps } from '../../src/site/shell/block-context';
import { Card, CardGrid, CardIcon, CardSection, CardText, CardTitle } from '../../src/ui/card';
import { styleAccentEdge } from '../../src/ui/accent-edge';
import { ContentImage } from '../../src/ui/content-image';
import { CtaButton } from '../../src/ui/cta-button';
import { Icon } from '../../src/ui/icon';
import { Markdown } from '../../src/ui/markdown';
import { Hero, HeroButtons, HeroDescription, HeroEyebrow, HeroTitle } from '../../src/ui/hero';
import { NextCard } from '../../src/ui/next-card';
import { Section, SectionHeading, SectionIntro } from '../../src/ui/section';
import { SmartLink } from '../../src/ui/smart-link';

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
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.md,
  '& img': { maxWidth: '100%', height: 'auto' },
}));

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

const Plain = styled.ul(({ theme }) => ({ margin: 0, paddingLeft: theme.space[5], color: theme.color.textMuted }));

const ExternalLink = styled(SmartLink)(({ theme }) => ({
  color: theme.color.link,
  fontWeight: theme.fontWeight.bold,
  wordBreak: 'break-word',
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
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
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
            <img src={study.logo.src} alt={study.logo.alt} width={study.logo.width} height={study.logo.height} />
          </LogoFrame>
        )}
      </StudyHero>

      <Section aria-labelledby={ids.glance}>
        <SectionHeading id={ids.glance}>{labels.overview}</SectionHeading>
        <CardGrid count={4}>
          <Card>
            <CardIcon>
              <Icon name="code" />
            </CardIcon>
            <CardTitle>{labels.technologies}</CardTitle>
            <Chips>
              {study.technologies.map((technology) => (
                <li key={technology}>{technology}</li>
              ))}
            </Chips>
          </Card>
          <Card>
            <CardIcon>
              <Icon name="clock" />
            </CardIcon>
            <CardTitle>{labels.duration}</CardTitle>
            <CardText>{study.duration}</CardText>
          </Card>
          <Card>
            <CardIcon>
              <Icon name="briefcase" />
            </CardIcon>
            <CardTitle>{labels.services}</CardTitle>
            <Plain>
              {study.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </Plain>
          </Card>
          <Card>
            <CardIcon>
              <Icon name="globe" />
            </CardIcon>
            <CardTitle>{labels.website}</CardTitle>
            <ExternalLink href={study.website} isExternal>
              {study.websiteName}
            </ExternalLink>
          </Card>
        </CardGrid>
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
            <CardTitle>{result.title}</CardTitle>
            <CardText>{result.description}</CardText>
          </Card>
        ))}
      </CardSection>

      <Section aria-labelledby={ids.testimonial}>
        <SectionHeading id={ids.testimonial}>{labels.testimonial}</SectionHeading>
        <Quote>
          <blockquote>
            <p>“{study.testimonial.quote}”</p>
          </blockquote>
          <figcaption>
            <cite>{study.testimonial.author}</cite>, {study.testimonial.title}
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
