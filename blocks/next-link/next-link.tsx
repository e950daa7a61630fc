import type { NextLinkBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Section } from '#ui/layout/section';
import { NextCard } from '#ui/layout/next-card';

/** The closing "Browse Next: {name}" link of a page, so a reader always has a next step. */
export default function NextLink({ block }: BlockProps<NextLinkBlock>) {
  return (
    <Section as="nav" id={block.id} aria-label={block.eyebrow}>
      <NextCard href={block.href} eyebrow={block.eyebrow} label={block.label} joined />
    </Section>
  );
}
