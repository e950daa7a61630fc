import styled from '@emotion/styled';
import type { ServiceGridBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Card, CardIcon, CardSection, CardText, CardTitle } from '#ui/layout/card';
import { styleLinkCardHover } from '#ui/styles/link-card-hover';
import { CtaButton } from '#ui/controls/cta-button';
import { Icon } from '#ui/theme/icon';
import { styleReveal } from '#ui/styles/reveal';
import { SmartLink } from '#ui/controls/smart-link';

// An array, not spread into one object: both set rules for reduced motion, and a spread keeps only the last.
const ServiceCard = styled(Card)<{ index: number }>(({ theme, index }) => [
  styleReveal(theme, index),
  styleLinkCardHover(theme),
]);

/** The link sits at the foot of each card, so the links of a row line up whatever the text's length. */
const More = styled(SmartLink)(({ theme }) => ({
  marginTop: 'auto',
  paddingTop: theme.space[4],
  fontWeight: theme.fontWeight.bold,
}));

const Footer = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space[6] }));

/** A card per service with a link to its page, and a link onwards under the grid. */
export default function ServiceGrid({ block }: BlockProps<ServiceGridBlock>) {
  return (
    <CardSection
      id={block.id}
      title={block.title}
      intro={block.intro}
      after={
        block.more && (
          <Footer>
            <CtaButton cta={block.more} />
          </Footer>
        )
      }
    >
      {block.items.map((item, index) => (
        <ServiceCard key={item.title} index={index}>
          <CardIcon>
            <Icon name={item.icon} />
          </CardIcon>
          <CardTitle>{item.title}</CardTitle>
          <CardText>{item.description}</CardText>
          <More href={item.href}>
            {block.linkLabel}
            {/* Three links with the same text: the service's name tells them apart when read aloud. */}
            <span className="visually-hidden">{`: ${item.title}`}</span>
          </More>
        </ServiceCard>
      ))}
    </CardSection>
  );
}
