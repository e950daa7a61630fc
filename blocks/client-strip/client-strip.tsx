import styled from '@emotion/styled';
import { useId } from 'react';
import type { ClientStripBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Carousel } from '#ui/carousel/carousel';
import { ClientLogotype } from '#ui/pictures/client-logotype';
import { Section, SectionHeading } from '#ui/layout/section';
import { stylePanel } from '#ui/styles/panel';

const Name = styled.p(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  minHeight: '88px',
  padding: `${theme.space[4]} ${theme.space[5]}`,
  ...stylePanel(theme, { radius: 'md' }),
  color: theme.color.textMuted,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  textAlign: 'center',
  letterSpacing: '0.02em',
}));

const Heading = styled(SectionHeading)({ textAlign: 'center' });

/** Client names passing by on their own, looping; a strip to glance at, so it takes no drag. */
export default function ClientStrip({ block }: BlockProps<ClientStripBlock>) {
  const headingId = useId();
  return (
    <Section id={block.id} aria-labelledby={headingId}>
      <Heading id={headingId}>{block.title}</Heading>
      <Carousel
        label={block.title}
        wrap="loop"
        interval={block.interval}
        draggable={false}
        perView={{ 0: 2, 640: 3, 1024: 4 }}
        slides={block.clients.map((client) => ({
          key: client.id,
          content: (
            <Name>
              <ClientLogotype client={client} />
            </Name>
          ),
        }))}
      />
    </Section>
  );
}
