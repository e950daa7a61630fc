import styled from '@emotion/styled';
import type { PageHeroBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { ContentImage } from '#ui/pictures/content-image';
import { CtaButton } from '#ui/controls/cta-button';
import { Hero, HeroButtons, HeroDescription, HeroEyebrow, HeroTitle } from '#ui/layout/hero';

/** With a picture, text and picture side by side on a wide screen, the picture under the text on a phone. */
const WithImage = styled(Hero)(({ theme }) => ({
  display: 'grid',
  gap: theme.space[7],
  alignItems: 'center',
  [theme.desktop]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
}));

/** A picture a phone leaves out (imageOnPhone: false): its alt text still says what it shows, where it is drawn. */
const WideOnly = styled(ContentImage)(({ theme }) => ({ [theme.mobile]: { display: 'none' } }));

/** The page's opening: its one h1, what the page is about, and where to go from here. */
export default function PageHero({ block }: BlockProps<PageHeroBlock>) {
  const text = (
    <>
      {block.eyebrow && <HeroEyebrow>{block.eyebrow}</HeroEyebrow>}
      <HeroTitle id={block.id ? `${block.id}-title` : undefined}>{block.title}</HeroTitle>
      {block.description && <HeroDescription>{block.description}</HeroDescription>}
      {block.buttons.length > 0 && (
        <HeroButtons>
          {block.buttons.map((button) => (
            <CtaButton key={`${button.label}|${button.href}`} cta={button} />
          ))}
        </HeroButtons>
      )}
    </>
  );
  const labelledBy = block.id ? `${block.id}-title` : undefined;
  if (!block.image) {
    return (
      <Hero id={block.id} aria-labelledby={labelledBy}>
        {text}
      </Hero>
    );
  }
  return (
    <WithImage id={block.id} aria-labelledby={labelledBy}>
      <div>{text}</div>
      {block.imageOnPhone === false ? (
        <WideOnly image={block.image} priority />
      ) : (
        <ContentImage image={block.image} priority />
      )}
    </WithImage>
  );
}
