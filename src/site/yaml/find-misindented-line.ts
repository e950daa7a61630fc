import type { LineUp, YamlSyntaxParams } from '../problems/problem-catalogue';
import {
  findContent,
  findFieldLine,
  findKeyColumn,
  findLastLineOf,
  findOwningItem,
  isContent,
  isItem,
  isKeyLine,
  measureIndent,
  opensBlock,
  opensGroup,
  readKey,
} from './read-yaml-lines';

export interface MisindentedLine {
  line: number;
  col: number;
  params: Extract<YamlSyntaxParams, { slip: 'indented-further' | 'indented-less' | 'item-among-fields' }>;
}

/** The line that opens the list whose item starts on line `item` (from 0): the nearest line above indented less. */
function findOpener(lines: string[], item: number, dash: number): number | undefined {
  for (let at = item - 1; at >= 0; at -= 1)
    if (isContent(lines[at]) && (measureIndent(lines[at]) ?? Infinity) < dash) return at;
  return undefined;
}

/**
 * A list item after the fields of another item, where its dash belongs: lined up with that item's dash
 * (a block after the last field of the block above, a menu entry after the one above). Its own lines
 * move with it when they were written at its depth; else the item's line alone is off.
 */
function lineUpWithItem(lines: string[], at: number, field: number): LineUp | undefined {
  const owner = findOwningItem(lines, field);
  if (owner === undefined) return undefined;
  const column = measureIndent(lines[owner])!;
  const indent = measureIndent(lines[at])!;
  if (column === indent) return undefined;
  const opener = findOpener(lines, owner, column);
  const list = opener !== undefined && opensGroup(lines[opener]) ? readKey(lines[opener]) : undefined;
  const next = findContent(lines, at + 1, 1);
  const movedTogether = next !== undefined && measureIndent(lines[next]) === findKeyColumn(lines[at]);
  const last = movedTogether ? findLastLineOf(lines, at, indent) : at;
  return { side: 'item', column, line: owner + 1, list, from: at + 1, to: last + 1, shift: column - indent };
}

/**
 * A list item lined up with the fields of a group, where no list can start (a block written beside a
 * page's path and title): the group's key that holds a list is where it belongs, `blocks:` on a page.
 */
function findItemAmongFields(lines: string[], at: number): MisindentedLine | undefined {
  const indent = measureIndent(lines[at])!;
  const group: number[] = [];
  for (const step of [-1, 1] as const) {
    for (let index = at + step; index >= 0 && index < lines.length; index += step) {
      if (!isContent(lines[index])) continue;
      const spaces = measureIndent(lines[index]);
      if (spaces === undefined || findKeyColumn(lines[index]) < indent) break;
      if (spaces === indent && !isItem(lines[index]) && isKeyLine(lines[index])) group.push(index);
      else if (spaces === indent) break;
      if (isItem(lines[index]) && findKeyColumn(lines[index]) === indent) break;
    }
  }
  if (group.length === 0) return undefined;
  const holdsList = (index: number) =>
    opensGroup(lines[index]) && isItem(lines[findContent(lines, index + 1, 1) ?? -1]);
  const listLine = group.find(holdsList);
  const list =
    listLine === undefined ? (readKey(lines[at]) === 'type' ? 'blocks' : undefined) : readKey(lines[listLine]);
  if (list === undefined) return undefined;
  return {
    line: at + 1,
    col: indent + 1,
    params: {
      slip: 'item-among-fields',
      list,
      listLine: listLine === undefined ? 0 : listLine + 1,
      column: indent,
      from: at + 1,
      to: findLastLineOf(lines, at, indent) + 1,
    },
  };
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
  if (indent === undefined || measureIndent(lines[before]) === undefined) return undefined;
  const field = isItem(lines[at]) && !isItem(lines[before]) ? findFieldLine(lines, before) : undefined;
  if (field !== undefined && findKeyColumn(lines[field]) === indent) {
    const amongFields = findItemAmongFields(lines, at);
    if (amongFields) return amongFields;
  }
  if (opensBlock(lines[before])) return undefined;
  const column = findKeyColumn(lines[before]);
  const beforeIndent = measureIndent(lines[before])!;
  const after = findContent(lines, at + 1, 1);
  const afterIndent = after === undefined ? undefined : measureIndent(lines[after]);
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
  const withItem = field === undefined ? undefined : lineUpWithItem(lines, at, field);
  if (withItem) {
    const params =
      indent > withItem.column
        ? { slip: 'indented-further' as const, than: 'around' as const, ...withItem }
        : { slip: 'indented-less' as const, ...withItem };
    return { line: at + 1, col: 1, params };
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
