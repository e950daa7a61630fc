import styled from '@emotion/styled';
import type { ProductGridBlock } from '../../src/generated/site-types';
import type { BlockProps } from '../../src/site/shell/block-context';
import { ButtonLink } from '../../src/ui/button-link';
import { Card, CardIcon, CardSection, CardText, CardTitle } from '../../src/ui/card';
import { Icon } from '../../src/ui/icon';

/** The button sits at the foot of each card, so the buttons of a row line up whatever the text's length. */
const Access = styled.div(({ theme }) => ({ marginTop: 'auto', paddingTop: theme.space[5] }));

/** A card per product: what it is, and the way in (its own site in a new tab, or a request through the contact page). */
export default function ProductGrid({ block }: BlockProps<ProductGridBlock>) {
  return (
    <CardSection id={block.id} title={block.title} intro={block.intro}>
      {block.products.map((product) => (
        <Card key={product.id}>
          <CardIcon>
            <Icon name={product.icon} />
          </CardIcon>
          <CardTitle>{product.title}</CardTitle>
          <CardText>{product.description}</CardText>
          <Access>
            <ButtonLink
              href={product.access.href}
              isExternal={product.access.isExternal}
              variant={product.access.variant}
            >
              {product.access.label}
              {/* Four buttons with the same text: the product's name tells them apart when read aloud. */}
              <span className="visually-hidden">: {product.title}</span>
            </ButtonLink>
          </Access>
        </Card>
      ))}
    </CardSection>
  );
}
