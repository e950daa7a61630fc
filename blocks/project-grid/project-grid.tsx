import styled from '@emotion/styled';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CaseStudy, ProjectGridBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Button } from '#ui/controls/button';
import { Card, CardGrid, CardText, CardTitle } from '#ui/layout/card';
import { styleLinkCardHover } from '#ui/styles/link-card-hover';
import { ContentImage } from '#ui/pictures/content-image';
import { styleReveal } from '#ui/styles/reveal';
import { Section, SectionHeading } from '#ui/layout/section';
import { SmartLink } from '#ui/controls/smart-link';
import { styleNeedsApp } from '#ui/styles/needs-app';
import { styleTapTarget } from '#ui/styles/tap-target';
import { useHydrated } from '#ui/idle/use-hydrated';

const Filters = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  marginBottom: theme.space[6],
  ...styleNeedsApp(),
  // On a phone the buttons stay one row that scrolls sideways, reaching the screen's edges, rather than a
  // stack of three rows above the first project.
  [theme.mobile]: {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    marginInline: `calc(-1 * ${theme.space[4]})`,
    padding: `${theme.space[1]} ${theme.space[4]}`,
    scrollbarWidth: 'none',
    '& > button': { flexShrink: 0, whiteSpace: 'nowrap' },
  },
}));

const GroupHeading = styled.h3(({ theme }) => ({
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
  margin: `${theme.space[6]} 0 ${theme.space[4]}`,
}));

// An array, not spread into one object: both set rules for reduced motion, and a spread keeps only the last.
const ProjectCard = styled(Card)<{ index: number }>(({ theme, index }) => [
  { padding: 0, overflow: 'hidden' },
  styleReveal(theme, index),
  styleLinkCardHover(theme),
]);

const Picture = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '16 / 9',
  background: theme.color.surfaceRaised,
  color: theme.color.textMuted,
}));

/** The project's visual fills the top of its card, which rounds its corners. */
const CardPicture = styled(ContentImage)({ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 0 });

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  padding: theme.space[5],
}));

const Category = styled.p(({ theme }) => ({
  marginBottom: theme.space[2],
  color: theme.color.link,
  fontSize: theme.fontSize.xs,
  fontWeight: theme.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
}));

const Links = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[4],
  marginTop: 'auto',
  paddingTop: theme.space[4],
  fontWeight: theme.fontWeight.bold,
  '& a': styleTapTarget(theme),
}));

/** The categories of these projects, in order of first appearance: the filter's buttons and the groups' headings. */
function listCategories(projects: CaseStudy[]): string[] {
  return [
    ...new Set(projects.map((project) => project.category).filter((category): category is string => Boolean(category))),
  ];
}

/** Cards under a group heading take the level below it. */
function ProjectCards({
  projects,
  labels,
  grouped,
}: {
  projects: CaseStudy[];
  labels: ProjectGridBlock['labels'];
  grouped: boolean;
}) {
  return (
    <CardGrid count={projects.length} widest={3}>
      {projects.map((project, index) => (
        <ProjectCard key={project.id} index={index}>
          <Picture>
            {project.image ? (
              <CardPicture image={project.image} sizes="(max-width: 767px) 100vw, 400px" />
            ) : (
              labels.noImage
            )}
          </Picture>
          <Body>
            {project.category && <Category>{project.category}</Category>}
            <CardTitle as={grouped ? 'h4' : 'h3'}>{project.title}</CardTitle>
            <CardText>{project.summary}</CardText>
            <Links>
              {project.caseStudyUrl && (
                <SmartLink href={project.caseStudyUrl}>
                  {labels.viewCaseStudy}
                  <span className="visually-hidden">{`: ${project.title}`}</span>
                </SmartLink>
              )}
              {project.website && (
                <SmartLink href={project.website} isExternal>
                  {labels.website}
                  <span className="visually-hidden">{`: ${project.title}`}</span>
                </SmartLink>
              )}
            </Links>
          </Body>
        </ProjectCard>
      ))}
    </CardGrid>
  );
}

/**
 * Projects grouped under their categories, or one category as a flat grid. The chosen category lives in
 * the address (?category=) so it can be shared; it is read once the app runs, so the prerendered page
 * (the grouped list) and the first render in the browser agree.
 */
export default function ProjectGrid({ block }: BlockProps<ProjectGridBlock>) {
  const headingId = useId();
  // useLocation and useNavigate rather than useSearchParams: the shell already carries these two, so the
  // filter adds nothing to the code every page loads to hydrate.
  const { search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const categories = listCategories(block.projects);
  const requested = hydrated ? new URLSearchParams(search).get('category') : null;
  const selected = requested !== null && categories.includes(requested) ? requested : null;
  const choose = (category: string | null) =>
    navigate({ search: category === null ? '' : `?${new URLSearchParams({ category })}` }, { replace: true });

  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId} className="visually-hidden">
        {block.title}
      </SectionHeading>
      <Filters role="group" aria-label={block.labels.filter}>
        {[null, ...categories].map((category) => (
          <Button
            key={category ?? ''}
            type="button"
            variant={category === selected ? 'primary' : 'secondary'}
            aria-pressed={category === selected}
            onClick={() => choose(category)}
          >
            {category ?? block.labels.all}
          </Button>
        ))}
      </Filters>
      {selected !== null ? (
        <ProjectCards
          projects={block.projects.filter((project) => project.category === selected)}
          labels={block.labels}
          grouped={false}
        />
      ) : (
        categories.map((category) => (
          <div key={category}>
            <GroupHeading>{category}</GroupHeading>
            <ProjectCards
              projects={block.projects.filter((project) => project.category === category)}
              labels={block.labels}
              grouped
            />
          </div>
        ))
      )}
    </Section>
  );
}
