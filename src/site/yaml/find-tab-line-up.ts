import type { LineUp } from '../problems/problem-catalogue';
import {
  findContent,
  findFieldLine,
  findKeyColumn,
  findOwningItem,
  isItem,
  measureIndent,
  opensGroup,
} from './read-yaml-lines';

/**
 * Where a line indented with a tab belongs, read from the line above as a person would: a tab shows as
 * 2, 4 or 8 columns depending on the editor, so "replace it with spaces" alone leaves the count to a guess.
 * The first line under a `key:` starts two spaces in from it; a list item lines up with the item whose
 * fields end above it; a field lines up with the field above. Undefined when the line above has tabs too.
 */
export function findTabLineUp(text: string, line: number): LineUp | undefined {
  const lines = text.split('\n');
  const at = line - 1;
  const before = findContent(lines, at - 1, -1);
  if (before === undefined || measureIndent(lines[before]) === undefined) return undefined;
  if (opensGroup(lines[before])) return { side: 'under', column: findKeyColumn(lines[before]) + 2, line: before + 1 };
  if (isItem(lines[at]) && isItem(lines[before]))
    return { side: 'item', column: measureIndent(lines[before])!, line: before + 1, from: line, to: line, shift: 0 };
  const field = findFieldLine(lines, before);
  if (field === undefined) return undefined;
  if (!isItem(lines[at])) return { side: 'above', column: findKeyColumn(lines[field]), line: field + 1 };
  const owner = findOwningItem(lines, field);
  if (owner === undefined) return undefined;
  return { side: 'item', column: measureIndent(lines[owner])!, line: owner + 1, from: line, to: line, shift: 0 };
}
