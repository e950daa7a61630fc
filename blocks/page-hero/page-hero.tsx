import type { PageHeroBlock } from '../../src/generated/site-types';
import type { BlockProps } from '../../src/site/block-context';
import { CtaButton } from '../../src/ui/cta-button';
import { Hero, HeroButtons, HeroDescription, HeroEyebrow, HeroTitle } from '../../src/ui/hero';

/** The page's opening: its one h1, what the page is about, and where to go from here. */
export default function PageHero({ block }: BlockProps<PageHeroBlock>) {
  return (
    <Hero id={block.id} aria-labelledby={block.id ? `${block.id}-title` : undefined}>
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
    </Hero>
  );
}
