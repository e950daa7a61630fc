import type { YamlSyntaxParams } from '../problems/problem-catalogue';

export interface MisindentedLine {
  line: number;
  col: number;
  params: Extract<YamlSyntaxParams, { slip: 'indented-further' | 'indented-less' }>;
}

function isContent(line: string | undefined): line is string {
  return line !== undefined && line.trim() !== '' && !line.trimStart().startsWith('#');
}

/** Spaces before the line's first character; undefined when a tab is among them (another message says that). */
function measureIndent(line: string): number | undefined {
  const lead = /^[ \t]*/.exec(line)![0];
  return lead.includes('\t') ? undefined : lead.length;
}

/** Column (from 0) where the line's key starts: after the indent and any "- " list markers. */
function findKeyColumn(line: string): number {
  return /^ *(?:- +)*/.exec(line)![0].length;
}

/** A line after which deeper lines belong to it: `key:`, `key: |`, `key: >`, or a lone `-`. */
function opensBlock(line: string): boolean {
  return /:\s*([|>][-+0-9]*)?\s*(#.*)?$/.test(line) || /^\s*-\s*$/.test(line);
}

/** A line that starts a `key: value` pair (not a continuation of a long text), so it must line up with its siblings. */
function isKeyLine(line: string): boolean {
  return /^ *(?:- +)*("[^"]*"|'[^']*'|[^\s#"'\-:][^:#]*?|-[^\s:][^:#]*?) *:( |$)/.test(line);
}

function findContent(lines: string[], from: number, step: 1 | -1): number | undefined {
  for (let index = from; index >= 0 && index < lines.length; index += step) if (isContent(lines[index])) return index;
  return undefined;
}

/**
 * The line whose indentation is off, near where the parser stopped (`reported`, from 1), said in plain
 * words. Parsers stop at the line after a misindented one, or report the line above it ("Nested
 * mappings are not allowed in compact mappings"): which one is wrong is read from the neighbours, the
 * way a person would: the odd one out is the line that lines up with neither the line before nor after.
 */
export function findMisindentedLine(text: string, reported: number): MisindentedLine | undefined {
  const lines = text.split('\n');
  const at = findContent(lines, reported - 1, -1);
  const before = at === undefined ? undefined : findContent(lines, at - 1, -1);
  if (at === undefined || before === undefined) return undefined;
  const indent = measureIndent(lines[at]);
  if (indent === undefined || measureIndent(lines[before]) === undefined || opensBlock(lines[before])) return undefined;
  const column = findKeyColumn(lines[before]);
  const beforeIndent = measureIndent(lines[before])!;
  const after = findContent(lines, at + 1, 1);
  const afterIndent = after === undefined ? undefined : measureIndent(lines[after]);
  const isItem = (line: string | undefined) => line !== undefined && /^ *- /.test(line);
  /** Lined up with the line above: its column (from 0) and line (from 1). */
  const above = (spaces: number) => ({ column: spaces, line: before + 1, side: 'above' as const });
  const further = (line: number, lineUp: { column: number; line: number; side: 'above' | 'below' }) => ({
    line: line + 1,
    col: 1,
    params: {
      slip: 'indented-further' as const,
      than: line === at ? ('around' as const) : ('after' as const),
      ...lineUp,
    },
  });
  const less = (spaces: number) => ({
    line: at + 1,
    col: 1,
    params: { slip: 'indented-less' as const, ...above(spaces) },
  });

  // Items of one list line up by their dashes.
  if (isItem(lines[at]) && isItem(lines[before]) && indent !== beforeIndent) {
    return indent > beforeIndent ? further(at, above(beforeIndent)) : less(beforeIndent);
  }
  if (indent > column) return isKeyLine(lines[at]) ? further(at, above(column)) : undefined;
  if (indent === column) return undefined;
  // The first line of a group, alone at its depth while the lines after it agree with each other: it
  // is the odd one out. Lined up, its key starts where theirs do.
  const parent = findContent(lines, before - 1, -1);
  const parentIndent = parent === undefined ? undefined : measureIndent(lines[parent]);
  const afterAgrees =
    after !== undefined &&
    afterIndent === indent &&
    !(isItem(lines[after]) && isItem(lines[before]) && afterIndent === beforeIndent);
  if (
    afterAgrees &&
    parent !== undefined &&
    parentIndent !== undefined &&
    opensBlock(lines[parent]) &&
    indent > parentIndent
  ) {
    return further(before, { column: indent - (column - beforeIndent), line: at + 1, side: 'below' });
  }
  return less(column);
}
