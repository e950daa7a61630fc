/** A run of text inside a paragraph, heading or list item. */
export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: MarkdownInline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: MarkdownInline[] };

export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3 | 4; children: MarkdownInline[] }
  | { kind: 'paragraph'; children: MarkdownInline[] }
  | { kind: 'list'; ordered: boolean; items: MarkdownInline[][] };

export interface MarkdownDocument {
  blocks: MarkdownBlock[];
  /** Every link target the text writes that is safe to follow, for the link checker. */
  links: string[];
  /** What an editor must fix: unsafe links, headings outside ## to ####. */
  problems: string[];
}

/**
 * The addresses a link may go to: a page of the site, an anchor, the web, mail or phone. Anything else
 * (`javascript:`, `data:`, …) is never made a link, so a manifest cannot make a visitor's browser run code.
 */
const SAFE_HREF = /^(\/[^\s]*|#[A-Za-z][\w-]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/;

/**
 * `**strong**`, `*em*` or `_em_`, `` `code` ``, `[label](href)`, tried in this order at each position. An href
 * may hold one level of brackets, so `[x](javascript:alert(1))` is read as a link, and refused as one.
 */
const INLINE =
  /\*\*(.+?)\*\*|\*([^*\s](?:.*?[^*\s])?)\*|(?<![\w])_([^_\s](?:.*?[^_\s])?)_(?![\w])|`([^`]+)`|\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))*)\)/g;

function parseInline(text: string, parsed: MarkdownDocument): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = nodes[nodes.length - 1];
    if (last?.kind === 'text') last.text += value;
    else nodes.push({ kind: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(new RegExp(INLINE))) {
    pushText(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [source, strong, star, underscore, code, label, href] = match;
    if (strong !== undefined) nodes.push({ kind: 'strong', children: parseInline(strong, parsed) });
    else if (star !== undefined || underscore !== undefined)
      nodes.push({ kind: 'em', children: parseInline(star ?? underscore, parsed) });
    else if (code !== undefined) nodes.push({ kind: 'code', text: code });
    else if (SAFE_HREF.test(href)) {
      parsed.links.push(href);
      nodes.push({ kind: 'link', href, children: parseInline(label, parsed) });
    } else {
      parsed.problems.push(
        `the link "${href}" in [${label}](${href}) is not a page of this site (/…), an #anchor, or an https://, mailto: or tel: address`,
      );
      pushText(source);
    }
  }
  pushText(text.slice(at));
  return nodes;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;

/**
 * Reads the safe Markdown subset of `rich-text` and other long texts: `##`–`####` headings, paragraphs,
 * bulleted and numbered lists, emphasis, code and links. There is no raw HTML: `<script>` is text like
 * any other, and React escapes it when it renders. Pure, so the check and the page read a text the same way.
 */
export function parseMarkdown(text: string): MarkdownDocument {
  const parsed: MarkdownDocument = { blocks: [], links: [], problems: [] };
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;

  const closeParagraph = () => {
    if (paragraph.length > 0)
      parsed.blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' '), parsed) });
    paragraph = [];
  };
  const closeList = () => {
    if (list)
      parsed.blocks.push({
        kind: 'list',
        ordered: list.ordered,
        items: list.items.map((item) => parseInline(item, parsed)),
      });
    list = undefined;
  };

  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (line.trim() === '') {
      closeParagraph();
      closeList();
    } else if (heading) {
      closeParagraph();
      closeList();
      const hashes = heading[1].length;
      if (hashes < 2 || hashes > 4) {
        parsed.problems.push(
          `"${line.trim()}" is a level-${hashes} heading: use ## to #### (the page's title is its only level-1 heading)`,
        );
      }
      parsed.blocks.push({
        kind: 'heading',
        level: Math.min(4, Math.max(2, hashes)) as 2 | 3 | 4,
        children: parseInline(heading[2], parsed),
      });
    } else if (bullet || numbered) {
      closeParagraph();
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) closeList();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1].trim());
    } else if (list && /^\s/.test(line)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      closeList();
      paragraph.push(line.trim());
    }
  }
  closeParagraph();
  closeList();
  return parsed;
}
