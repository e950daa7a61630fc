/** A YAML text cut around the items of its top-level `routes:` list: head + items + tail is the text. */
export interface RouteItems {
  /** Everything up to the first item: the `routes:` line ends it (with any blank or comment lines after). */
  head: string;
  /** Each item's lines, from its `- ` line up to the next item's, comments and blank lines included. */
  items: string[];
  /** From the first line after the list that starts at the margin (the next top-level key) to the end. */
  tail: string;
}

/** More places than this that could be node properties, and the text is simply parsed whole. */
const MAX_MARKS = 10_000;

/**
 * Whether the mark (`&`, `*` or `!`) at `at` may start an anchor, an alias or a tag. Those come only where
 * a node starts: at a line's start, or after an indicator (`key: `, `- `, `? `, `[`, `{`, `,`, or a JSON-like
 * key's `:`); the first of a node's properties always does. So a mark inside a text (`Save *now*`) is not
 * one, and a mark after an indicator inside a text (`Note: *this*`) is counted too: it only costs the fast path.
 */
function mayStartNodeProperty(text: string, at: number): boolean {
  const after = text[at + 1];
  if (after === undefined || /\s/.test(after)) return false;
  let before = at - 1;
  if (before >= 0 && !/[\s[{,:]/.test(text[before])) return false;
  while (before >= 0 && (text[before] === ' ' || text[before] === '\t')) before--;
  return before < 0 || /[\r\n:\-?[{,]/.test(text[before]);
}

/**
 * Where the text may hold an anchor (`&a`), an alias (`*a`) or a tag (`!t`) (see mayStartNodeProperty;
 * splitRouteItems lets those in comments go). In order; undefined past MAX_MARKS. Found from
 * each such character, as a pattern trying every position would take far longer on a large file.
 */
function findMarks(text: string): number[] | undefined {
  const marks: number[] = [];
  for (const mark of ['&', '*', '!']) {
    for (let at = text.indexOf(mark); at !== -1; at = text.indexOf(mark, at + 1)) {
      if (mayStartNodeProperty(text, at)) marks.push(at);
      if (marks.length > MAX_MARKS) return undefined;
    }
  }
  return marks.sort((a, b) => a - b);
}

const SPACE = 32;
const TAB = 9;
const NEWLINE = 10;
const RETURN = 13;

/** What a line is, read from its first characters only (most lines are skipped after a few). */
type LineKind = 'blank' | 'comment' | 'item' | 'other' | 'tab';

function readLine(text: string, start: number): { indent: number; kind: LineKind } {
  let at = start;
  while (text.charCodeAt(at) === SPACE) at++;
  const indent = at - start;
  const first = text.charCodeAt(at);
  if (Number.isNaN(first) || first === NEWLINE || (first === RETURN && text.charCodeAt(at + 1) === NEWLINE))
    return { indent, kind: 'blank' };
  if (first === TAB) {
    const end = text.indexOf('\n', at);
    return { indent, kind: /^[ \t]*\r?$/.test(text.slice(at, end === -1 ? text.length : end)) ? 'blank' : 'tab' };
  }
  if (text[at] === '#') return { indent, kind: 'comment' };
  const next = text.charCodeAt(at + 1);
  const isItem =
    text[at] === '-' && (Number.isNaN(next) || next === SPACE || next === TAB || next === NEWLINE || next === RETURN);
  return { indent, kind: isItem ? 'item' : 'other' };
}

/** A line at the margin that starts or ends a document, or is a directive. */
const isDocumentMarker = (text: string, start: number) =>
  text[start] === '%' || /^(---|\.\.\.)(\s|$)/.test(text.slice(start, start + 4));

/** A key at the margin naming routes (`routes:`, quoted or spaced), and whether it is plainly `routes:`. */
function readRoutesKey(text: string, start: number, end: number): 'plain' | 'other' | undefined {
  const line = text.slice(start, end);
  if (!/^["']?routes["']?[ \t]*:/.test(line)) return undefined;
  return /^routes:[ \t]*(#.*)?\r?$/.test(line) ? 'plain' : 'other';
}

/**
 * The text cut at its `routes:` list's items, each of which then parses on its own exactly as inside the
 * whole (as `routes:\n<item>`): so an item whose text is unchanged since the last parse need not be parsed
 * again. Undefined, for the whole text to be parsed, unless the text is the plain block YAML a manifest
 * is: one document without directives, anchors, aliases or tags (each could tie an item to text outside
 * it; a `*`, `&` or `!` inside a text or in a comment is only a character); one `routes:` key at the
 * margin with a block list under it, whose items start at one indentation and whose other lines are
 * indented further (or are blank, or comments). A construct that would run from one item into the next
 * (a quoted text, a bracket) is cut short, which the item's own parse refuses. One pass over the lines,
 * each read from its first characters.
 */
export function splitRouteItems(text: string): RouteItems | undefined {
  const marks = findMarks(text);
  if (!marks) return undefined;
  let mark = 0;
  let phase: 'head' | 'list' | 'tail' = 'head';
  let itemIndent: number | undefined;
  const starts: number[] = [];
  let tailStart = text.length;
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const { indent, kind } = readLine(text, start);
    // A mark in a comment is a character of it. (Not one in a block text's line: only a parser knows
    // whether a line ending in `|` opens one, or sits in a bracket opened lines before.)
    for (; mark < marks.length && marks[mark] < end; mark++) if (kind !== 'comment') return undefined;
    if (kind === 'comment' || kind === 'blank') {
      start = end + 1;
      continue;
    }
    if (kind === 'tab') return undefined;
    if (indent === 0) {
      if (isDocumentMarker(text, start)) return undefined;
      const key = readRoutesKey(text, start, end);
      if (key !== undefined) {
        if (phase !== 'head' || key !== 'plain') return undefined;
        phase = 'list';
        start = end + 1;
        continue;
      }
    }
    if (phase === 'list') {
      // The first line under `routes:` must start its first item.
      itemIndent ??= kind === 'item' ? indent : -1;
      if (itemIndent < 0) return undefined;
      if (indent === itemIndent && kind === 'item') starts.push(start);
      else if (indent === 0) {
        phase = 'tail';
        tailStart = start;
      } else if (indent <= itemIndent) return undefined;
    }
    start = end + 1;
  }
  if (starts.length === 0) return undefined;
  const ends = [...starts.slice(1), tailStart];
  return {
    head: text.slice(0, starts[0]),
    items: starts.map((start, index) => text.slice(start, ends[index])),
    tail: text.slice(tailStart),
  };
}
