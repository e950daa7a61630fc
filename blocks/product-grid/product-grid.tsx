import styled from '@emotion/styled';
import type { ProductGridBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { ButtonLink } from '#ui/controls/button-link';
import { Card, CardIcon, CardSection, CardText, CardTitle } from '#ui/layout/card';
import { styleLinkCardHover } from '#ui/styles/link-card-hover';
import { ContentImage } from '#ui/pictures/content-image';
import { Icon } from '#ui/theme/icon';

/** The product's view fills the top of its card, edge to edge, above what it is. */
const View = styled(ContentImage)(({ theme }) => ({
  width: `calc(100% + 2 * ${theme.space[6]})`,
  maxWidth: 'none',
  margin: `-${theme.space[6]} -${theme.space[6]} ${theme.space[5]}`,
  borderRadius: `${theme.radius.lg} ${theme.radius.lg} 0 0`,
  borderBottom: `1px solid ${theme.color.border}`,
  background: theme.color.surfaceRaised,
}));

/** Each card leads to its product: it says so on hover. */
const ProductCard = styled(Card)(({ theme }) => styleLinkCardHover(theme));

/** The button sits at the foot of each card, so the buttons of a row line up whatever the text's length. */
const Access = styled.div(({ theme }) => ({ marginTop: 'auto', paddingTop: theme.space[5] }));

/** A card per product: what it is, and the way in (its own site in a new tab, or a request through the contact page). */
export default function ProductGrid({ block }: BlockProps<ProductGridBlock>) {
  return (
    <CardSection id={block.id} title={block.title} intro={block.intro}>
      {block.products.map((product) => (
        <ProductCard key={product.id}>
          {product.image ? (
            <View image={product.image} />
          ) : (
            <CardIcon>
              <Icon name={product.icon} />
            </CardIcon>
          )}
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
              <span className="visually-hidden">{`: ${product.title}`}</span>
            </ButtonLink>
          </Access>
        </ProductCard>
      ))}
    </CardSection>
  );
}
