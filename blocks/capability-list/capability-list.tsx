import styled from '@emotion/styled';
import type { CapabilityListBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Card, CardIcon, CardSection, CardText, CardTitle, styleCardRow } from '#ui/layout/card';
import { ContentImage } from '#ui/pictures/content-image';
import { Icon } from '#ui/theme/icon';

const SectionImage = styled(ContentImage)(({ theme }) => ({ marginBottom: theme.space[6] }));

/**
 * On a phone the capabilities are one panel of rows parted by hairlines, each its icon beside its title and
 * its text under both: full cards one under another made a page of three lists twice as long as its story.
 * The rows close the grid's gap (its `--grid-gap`) and share their borders.
 */
const Capability = styled(Card)(({ theme }) => ({
  [theme.mobile]: {
    ...styleCardRow(theme),
    borderRadius: 0,
    boxShadow: 'none',
    '& + &': { marginTop: 'calc(-1 * var(--grid-gap) - 1px)' },
    '&:first-of-type': { borderTopLeftRadius: theme.radius.lg, borderTopRightRadius: theme.radius.lg },
    '&:last-of-type': { borderBottomLeftRadius: theme.radius.lg, borderBottomRightRadius: theme.radius.lg },
  },
}));

const CapabilityIcon = styled(CardIcon)(({ theme }) => ({
  [theme.mobile]: { width: '36px', height: '36px', marginBottom: 0 },
}));

const CapabilityTitle = styled(CardTitle)(({ theme }) => ({
  [theme.mobile]: { marginBottom: 0, fontSize: theme.fontSize.md, lineHeight: theme.lineHeight.snug },
}));

const CapabilityText = styled(CardText)(({ theme }) => ({
  [theme.mobile]: { gridColumn: '1 / -1', fontSize: theme.fontSize.sm },
}));

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
        <Capability key={item.title}>
          <CapabilityIcon>
            <Icon name={item.icon} />
          </CapabilityIcon>
          <CapabilityTitle>{item.title}</CapabilityTitle>
          <CapabilityText>{item.description}</CapabilityText>
        </Capability>
      ))}
    </CardSection>
  );
}
