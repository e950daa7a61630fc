import styled from '@emotion/styled';
import { parseMarkdown, type MarkdownInline } from '#site/markdown/parse-markdown';
import { SmartLink } from '../controls/smart-link';

/** Long text set for reading: a measure of about 70 characters, and spacing from the theme. */
const Prose = styled.div(({ theme }) => ({
  maxWidth: '70ch',
  color: theme.color.text,
  '& > * + *': { marginTop: theme.space[4] },
  '& h2': {
    fontSize: theme.fontSize.xl,
    fontWeight: theme.fontWeight.bold,
    marginTop: theme.space[7],
    lineHeight: theme.lineHeight.snug,
  },
  '& h3': {
    fontSize: theme.fontSize.lg,
    fontWeight: theme.fontWeight.bold,
    marginTop: theme.space[6],
    lineHeight: theme.lineHeight.snug,
  },
  '& h4': { fontSize: theme.fontSize.md, fontWeight: theme.fontWeight.bold, marginTop: theme.space[5] },
  '& > :first-child': { marginTop: 0 },
  '& ul, & ol': { paddingLeft: theme.space[5] },
  '& li + li': { marginTop: theme.space[2] },
  '& a': { color: theme.color.link, textDecoration: 'underline', textUnderlineOffset: '0.15em' },
  '& code': {
    fontSize: '0.92em',
    padding: `0 ${theme.space[1]}`,
    borderRadius: theme.radius.sm,
    background: theme.color.surfaceRaised,
  },
}));

const EXTERNAL = /^https?:/;

function renderInline(nodes: MarkdownInline[]) {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'link':
        return (
          <SmartLink key={index} href={node.href} isExternal={EXTERNAL.test(node.href)}>
            {renderInline(node.children)}
          </SmartLink>
        );
    }
  });
}

/**
 * Renders the safe Markdown subset (see `parseMarkdown`) as React elements, never as HTML: whatever
 * the text holds, `<script>` included, reaches the page as text.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  const { blocks } = parseMarkdown(text);
  return (
    <Prose className={className}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          const Heading = `h${block.level}` as const;
          return <Heading key={index}>{renderInline(block.children)}</Heading>;
        }
        if (block.kind === 'paragraph') return <p key={index}>{renderInline(block.children)}</p>;
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{renderInline(item)}</li>
            ))}
          </List>
        );
      })}
    </Prose>
  );
}
