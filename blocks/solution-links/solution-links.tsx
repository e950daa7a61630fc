import styled from '@emotion/styled';
import type { SolutionLinksBlock } from '../../src/generated/site-types';
import type { BlockProps } from '../../src/site/block-context';
import { CardIcon, CardSection, CardText } from '../../src/ui/card';
import { Icon } from '../../src/ui/icon';
import { SmartLink } from '../../src/ui/smart-link';

const Item = styled.li({ display: 'flex' });

/** The whole card is the link, so it is one tab stop with the solution's name as its accessible name. */
const CardLink = styled(SmartLink)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  padding: theme.space[5],
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  color: theme.color.text,
  textDecoration: 'none',
  transition: `border-color ${theme.motion.fast}, transform ${theme.motion.fast}`,
  '&:hover': { borderColor: theme.color.primary, transform: 'translateY(-2px)' },
  [theme.reducedMotion]: { transition: 'none', '&:hover': { transform: 'none' } },
}));

const Name = styled.span(({ theme }) => ({
  display: 'block',
  marginBottom: theme.space[1],
  color: theme.color.link,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
}));

/** Every other solution page, so a reader who finished this one can carry on to the next that fits. */
export default function SolutionLinks({ block, context }: BlockProps<SolutionLinksBlock>) {
  const others = block.solutions.filter((solution) => solution.page !== context.route.path);
  return (
    <CardSection id={block.id} title={block.title}>
      {others.map((solution) => (
        <Item key={solution.id}>
          <CardLink href={solution.page}>
            <CardIcon>
              <Icon name={solution.icon} />
            </CardIcon>
            <Name>{solution.title}</Name>
            <CardText>{solution.summary}</CardText>
          </CardLink>
        </Item>
      ))}
    </CardSection>
  );
}
