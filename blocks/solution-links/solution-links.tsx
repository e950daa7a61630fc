import styled from '@emotion/styled';
import type { SolutionLinksBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Card, CardIcon, CardSection, CardText, CardTitle } from '#ui/layout/card';
import { Icon } from '#ui/theme/icon';
import { SmartLink } from '#ui/controls/smart-link';

const Item = styled(Card)(({ theme }) => ({
  position: 'relative',
  transition: `border-color ${theme.motion.fast}, transform ${theme.motion.fast}`,
  '&:hover': { borderColor: theme.color.primary, transform: 'translateY(-2px)' },
}));

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
        <Item key={solution.id}>
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
