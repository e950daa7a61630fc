import styled from '@emotion/styled';
import type { CapabilityListBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Card, CardIcon, CardSection, CardText, CardTitle } from '#ui/layout/card';
import { ContentImage } from '#ui/pictures/content-image';
import { Icon } from '#ui/theme/icon';

const SectionImage = styled(ContentImage)(({ theme }) => ({ marginBottom: theme.space[6] }));

/** A heading and a grid of capabilities: what a solution or service does, one card each. */
export default function CapabilityList({ block }: BlockProps<CapabilityListBlock>) {
  return (
    <CardSection
      id={block.id}
      title={block.title}
      intro={block.intro}
      before={block.image && <SectionImage image={block.image} />}
    >
      {block.items.map((item) => (
        <Card key={item.title}>
          <CardIcon>
            <Icon name={item.icon} />
          </CardIcon>
          <CardTitle>{item.title}</CardTitle>
          <CardText>{item.description}</CardText>
        </Card>
      ))}
    </CardSection>
  );
}
