import styled from '@emotion/styled';
import { useId } from 'react';
import type { RelatedCaseStudyBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { ContentImage } from '#ui/pictures/content-image';
import { stylePanel } from '#ui/styles/panel';
import { Section, SectionHeading } from '#ui/layout/section';
import { SmartLink } from '#ui/controls/smart-link';
import { styleTapTarget } from '#ui/styles/tap-target';
import { styleLinkCardHover } from '#ui/styles/link-card-hover';

/**
 * The study beside its delivered screen on a wide screen; on a phone its words alone, to keep the page short.
 * With a link to the study's page, it has the hover of the other cards that lead on.
 */
const Study = styled.article(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  alignItems: 'center',
  padding: theme.space[6],
  ...stylePanel(theme, { shadow: 'sm' }),
  [theme.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.1fr)' },
  [theme.mobile]: { padding: theme.space[5] },
  '&:has(a)': styleLinkCardHover(theme),
}));

const Screen = styled.div(({ theme }) => ({ [theme.mobile]: { display: 'none' } }));

const Client = styled.h3(({ theme }) => ({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
}));

/** The headline result: its figure large in the brand's colour, as the case study's own page shows it. */
const Headline = styled.p(({ theme }) => ({
  display: 'grid',
  margin: `${theme.space[3]} 0`,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  '& strong': {
    color: theme.color.link,
    fontSize: 'clamp(2.25rem, 1.9rem + 1.6vw, 3rem)',
    fontWeight: theme.fontWeight.heavy,
    letterSpacing: '-0.03em',
    lineHeight: 1.05,
  },
}));

/** On a phone the headline result says enough: the sentence stays on the case study's page. */
const Intro = styled.p(({ theme }) => ({ color: theme.color.textMuted, [theme.mobile]: { display: 'none' } }));

// An array, not spread into one object: the tap target sets rules for phones too, and a spread keeps only the last.
const Link = styled(SmartLink)(({ theme }) => [
  {
    display: 'inline-block',
    marginTop: theme.space[4],
    color: theme.color.link,
    fontWeight: theme.fontWeight.bold,
  },
  styleTapTarget(theme),
  { [theme.mobile]: { marginTop: 0 } },
]);

/** One case study that proves the page's offer, with its headline result, leading to its page. */
export default function RelatedCaseStudy({ block }: BlockProps<RelatedCaseStudyBlock>) {
  const headingId = useId();
  const { study } = block;
  const [headline] = study.results;
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.title}</SectionHeading>
      <Study>
        {study.image && (
          <Screen>
            <ContentImage image={study.image} />
          </Screen>
        )}
        <div>
          <Client>{study.title}</Client>
          {headline?.figure && (
            <Headline>
              <strong>{headline.figure}</strong>
              {headline.title}
            </Headline>
          )}
          <Intro>{study.intro}</Intro>
          {study.caseStudyUrl && (
            // Named with the study: a screen reader's list of links tells this one from the page's others.
            <Link href={study.caseStudyUrl} aria-label={`${block.link}: ${study.title}`}>
              {block.link}
            </Link>
          )}
        </div>
      </Study>
    </Section>
  );
}
