import styled from '@emotion/styled';
import type { SolutionLinksBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Card, CardIcon, CardSection, CardText, CardTitle } from '#ui/layout/card';
import { Icon } from '#ui/theme/icon';
import { styleLinkCardHover } from '#ui/styles/link-card-hover';
import { SmartLink } from '#ui/controls/smart-link';

/**
 * On a phone (unless `compact` is off) the list closes the page compactly: two columns of an icon and a
 * name, the summary left out (nine cards one under another made the page's foot longer than its story).
 */
const Item = styled(Card, { shouldForwardProp: (prop) => prop !== 'compact' })<{ compact: boolean }>(
  ({ theme, compact }) => ({
    position: 'relative',
    ...styleLinkCardHover(theme),
    [theme.mobile]: compact
      ? {
          // Doubled, to outweigh the grid's one column for phones.
          '&&': {
            flex: '0 0 calc((100% - var(--grid-gap)) / 2)',
            maxWidth: 'calc((100% - var(--grid-gap)) / 2)',
          },
          flexDirection: 'row',
          alignItems: 'center',
          gap: theme.space[2],
          padding: `${theme.space[2]} ${theme.space[3]}`,
          '& > div:first-of-type': { width: '28px', height: '28px', margin: 0, flexShrink: 0 },
          // A long name ("Cybersecurity") breaks rather than running out of its half of the screen.
          '& h3': {
            minWidth: 0,
            margin: 0,
            fontSize: theme.fontSize.sm,
            lineHeight: theme.lineHeight.snug,
            hyphens: 'auto',
            overflowWrap: 'anywhere',
          },
          '& p': { display: 'none' },
          // A list reads from the left: an odd last one stays in the left column, not centred under two.
          '&:last-of-type': { marginRight: 'auto' },
        }
      : {},
  }),
);

/**
 * The solution's name is the link, and its ::after stretches over the card: the whole card is one
 * click target and one tab stop, while the link's accessible name stays the short name.
 */
const NameLink = styled(SmartLink)(({ theme }) => ({
  color: theme.color.link,
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radius.lg },
  // The focus ring goes round the card the link stands for, not round the name alone.
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '2px' },
}));

/** The heading as the spec's closing link to the page of every solution, its arrow saying it leads on. */
const HeadingLink = styled(SmartLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  color: 'inherit',
  textDecoration: 'none',
  '& .icon': { color: theme.color.link, transition: `transform ${theme.motion.fast}` },
  '&:hover': { color: theme.color.link, textDecoration: 'underline', textUnderlineOffset: '0.15em' },
  '&:hover .icon': { transform: 'translateX(4px)' },
}));

/** Every other solution page, so a reader who finished this one can carry on to the next that fits. */
export default function SolutionLinks({ block, context }: BlockProps<SolutionLinksBlock>) {
  const others = block.solutions.filter((solution) => solution.page !== context.route.path);
  return (
    <CardSection
      id={block.id}
      title={
        block.href ? (
          <HeadingLink href={block.href}>
            {block.title}
            <Icon name="arrow-right" />
          </HeadingLink>
        ) : (
          block.title
        )
      }
    >
      {others.map((solution) => (
        <Item key={solution.id} compact={block.compact}>
          <CardIcon>
            <Icon name={solution.icon} />
          </CardIcon>
          <CardTitle>
            <NameLink href={solution.page}>{solution.title}</NameLink>
          </CardTitle>
          <CardText>{solution.summary}</CardText>
        </Item>
      ))}
    </CardSection>
  );
}
