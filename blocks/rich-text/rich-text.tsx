import { useId } from 'react';
import type { RichTextBlock } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';
import { Markdown } from '#ui/layout/markdown';
import { Section, SectionHeading } from '#ui/layout/section';

/** Long text such as a policy or the company's story, from Markdown in site.yaml. */
export default function RichText({ block }: BlockProps<RichTextBlock>) {
  const headingId = useId();
  return (
    <Section id={block.id} aria-labelledby={block.title ? headingId : undefined}>
      {block.title && <SectionHeading id={headingId}>{block.title}</SectionHeading>}
      <Markdown text={block.text} />
    </Section>
  );
}
