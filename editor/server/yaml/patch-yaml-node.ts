import {
  isCollection,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { indentLines, renderBlockScalar, renderInlineScalar, renderValue } from './render-yaml-value';

/** One replacement in the file's text: `[start, end)` becomes `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

/** The end of the line `at` is on, after its line break; `at` itself when it already starts a line. */
function endOfLine(text: string, at: number): number {
  if (at > 0 && text[at - 1] === '\n') return at;
  const next = text.indexOf('\n', at);
  return next === -1 ? text.length : next + 1;
}

function spaces(count: number): string {
  return ' '.repeat(count);
}

/** Applies edits that do not overlap, from last to first so positions stay right. */
export function applyTextEdits(text: string, edits: TextEdit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end), text);
}

interface Place {
  text: string;
  /** The column new lines of this node's items start at. */
  indent: number;
  inFlow: boolean;
}

/**
 * The smallest edits to the file's text that make `node` hold `value`: nothing where the value is the same,
 * one scalar's own text where only it changed, whole lines for keys and list items added, removed or moved.
 * What is not touched stays byte for byte: comments, quoting, blank lines, key order.
 */
export function patchYamlNode(
  node: Node | null,
  value: unknown,
  place: Place,
  old: unknown = node?.toJSON(),
): TextEdit[] {
  if (sameValue(old ?? null, value)) return [];
  if (node === null) throw new Error('cannot write into an empty place');
  if (isCollection(node) && node.flow) return replaceInline(node, value, place);
  if (isMap(node) && isPlainObject(value)) return patchMap(node, value, place, isPlainObject(old) ? old : {});
  if (isSeq(node) && Array.isArray(value)) return patchSeq(node, value, place, Array.isArray(old) ? old : []);
  if (isScalar(node) && (value === null || typeof value !== 'object')) return patchScalar(node, value, place);
  return replaceInline(node, value, place);
}

function patchScalar(node: Scalar, value: unknown, place: Place): TextEdit[] {
  const [start, end] = node.range!;
  const { text } = place;
  if (typeof value === 'string' && !place.inFlow) {
    const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED' || value.includes('\n');
    if (block) {
      // The block's body lines are indented past the key or the dash that holds it.
      const bodyLine = /^\n( +)\S/.exec(text.slice(text.indexOf('\n', start), end));
      const indent = bodyLine ? bodyLine[1] : spaces(place.indent + 2);
      const rendered = renderBlockScalar(value, indent, node.type === 'BLOCK_FOLDED' ? 'folded' : 'literal');
      if (rendered !== undefined) {
        const wasBlock = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
        if (wasBlock) return [{ start, end, text: rendered }];
        // A one-line value becomes a block only where nothing (a comment) follows it on its line.
        const lineEnd = endOfLine(text, end);
        if (text.slice(end, lineEnd).trim() === '') return [{ start, end: lineEnd, text: rendered }];
      }
    }
  }
  const inline = renderInlineScalar(value, {
    previousType: node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED' ? undefined : node.type,
    inFlow: place.inFlow,
  });
  const needsSpace = start === end && /[:-]$/.test(text.slice(0, start));
  const isBlock = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
  return [{ start, end, text: `${needsSpace ? ' ' : ''}${inline}${isBlock ? '\n' : ''}` }];
}

/** A value whose kind changed, or inside a flow collection: the node's text is written again on its line. */
function replaceInline(node: Node, value: unknown, place: Place): TextEdit[] {
  const [start, end] = node.range!;
  const { text } = place;
  // A flow collection keeps its spacing inside the brackets (`{ a: 1 }` or `[a, b]`).
  const padded = !(isCollection(node) && node.flow) || /^[[{] /.test(text.slice(start, end));
  const rendered =
    value !== null && typeof value === 'object' ? renderValue(value, { flow: true, like: node, padded }) : '';
  const isBlockCollection = isCollection(node) && !node.flow;
  const inline =
    rendered !== '' ? rendered : renderInlineScalar(value, { previousType: undefined, inFlow: place.inFlow });
  if (!isBlockCollection) return [{ start, end, text: inline }];
  // A block collection starts on the line after its key: the value goes back up after the key's colon.
  const colon = text.lastIndexOf(':', start);
  const dash = text.lastIndexOf('-', start);
  const from = Math.max(colon, dash) + 1;
  return [{ start: from, end: endOfLine(text, end), text: ` ${inline}\n` }];
}

function keyOf(pair: Pair): unknown {
  return isScalar(pair.key) ? pair.key.value : pair.key;
}

/** The end of a pair's text: its value's end (with a comment on the same line), or its key's. */
function pairEnd(pair: Pair): number {
  const value = pair.value as Node | null;
  if (value?.range) return Math.max(value.range[1], (pair.key as Node).range![1]);
  return (pair.key as Node).range![2];
}

function patchMap(
  node: YAMLMap,
  value: Record<string, unknown>,
  place: Place,
  old: Record<string, unknown>,
): TextEdit[] {
  const { text } = place;
  const pairs = node.items as Pair[];
  const firstKey = pairs[0]?.key as Node | undefined;
  const column = firstKey ? firstKey.range![0] - lineStart(text, firstKey.range![0]) : place.indent;
  const edits: TextEdit[] = [];
  const present = new Set<unknown>();
  for (const pair of pairs) {
    const key = keyOf(pair);
    present.add(key);
    if (typeof key !== 'string') throw new Error('cannot edit a map whose keys are not texts');
    if (value[key] === undefined) {
      const keyStart = (pair.key as Node).range![0];
      // Only a key that starts its line can go with its lines; the first key of a "- key:" item cannot.
      if (text.slice(lineStart(text, keyStart), keyStart).trim() !== '') return rewriteItem(node, value, text, column);
      edits.push({ start: lineStart(text, keyStart), end: endOfLine(text, pairEnd(pair)), text: '' });
      continue;
    }
    edits.push(
      ...patchYamlNode(pair.value as Node | null, value[key], { text, indent: column, inFlow: false }, old[key]),
    );
  }
  const added = Object.entries(value).filter(([key, item]) => !present.has(key) && item !== undefined);
  if (added.length > 0) {
    if (pairs.length === 0) throw new Error('cannot add a key to an empty map');
    const at = endOfLine(text, pairEnd(pairs.at(-1)!));
    const lines = added.map(([key, item]) =>
      indentLines(renderValue({ [key]: item }, { flow: false }), spaces(column)),
    );
    edits.push({ start: at, end: at, text: `${at > 0 && text[at - 1] !== '\n' ? '\n' : ''}${lines.join('')}` });
  }
  return edits;
}

/**
 * A list item's fields written again whole, after its "- ": what its first field leaves (undoing a field
 * typed into a new item, emptying it) has no line of its own to go with. The item's other lines are written
 * again too; the rest of the file stays as it was.
 */
function rewriteItem(node: YAMLMap, value: Record<string, unknown>, text: string, column: number): TextEdit[] {
  const pairs = node.items as Pair[];
  const start = (pairs[0].key as Node).range![0];
  const end = endOfLine(text, pairEnd(pairs.at(-1)!));
  const kept = Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
  if (Object.keys(kept).length === 0) return [{ start, end, text: '{}\n' }];
  return [{ start, end, text: indentLines(renderValue(kept, { flow: false }), spaces(column)).slice(column) }];
}

/** The text of each item of a block list, with the comments and blank lines above it: items move with their notes. */
function readChunks(node: YAMLSeq, text: string): Array<{ start: number; end: number }> {
  const chunks: Array<{ start: number; end: number }> = [];
  let previous = -1;
  for (const item of node.items as Node[]) {
    const [itemStart, itemEnd] = item.range!;
    const start = previous === -1 ? lineStart(text, itemStart) : previous;
    const end = endOfLine(text, itemEnd > itemStart ? itemEnd : item.range![2]);
    chunks.push({ start, end });
    previous = end;
  }
  return chunks;
}

function patchSeq(node: YAMLSeq, value: unknown[], place: Place, old: unknown[]): TextEdit[] {
  const { text } = place;
  const items = node.items as Node[];
  if (items.length === 0) return replaceInline(node, value, place);
  const dashStart = lineStart(text, items[0].range![0]);
  const dashColumn = (/^ */.exec(text.slice(dashStart)) ?? [''])[0].length;
  const chunks = readChunks(node, text);
  const itemPlace = { text, indent: dashColumn + 2, inFlow: false };

  // Items unchanged keep their text (moved where the list moved them); changed ones are edited in place.
  const used = new Set<number>();
  const reused: Array<number | undefined> = value.map((item, index) => {
    const candidates = old.map((_, i) => i).filter((i) => !used.has(i) && sameValue(old[i], item));
    const pick = candidates.includes(index) ? index : candidates[0];
    if (pick !== undefined) used.add(pick);
    return pick;
  });
  const spare = old.map((_, i) => i).filter((i) => !used.has(i));
  const plan = reused.map((pick) => (pick !== undefined ? { from: pick, same: true } : undefined));
  for (let index = 0; index < plan.length; index++) {
    if (plan[index] !== undefined) continue;
    const from = spare.shift();
    plan[index] = from === undefined ? undefined : { from, same: false };
  }
  const inOrder = plan.length === old.length && plan.every((step, index) => step?.from === index);
  if (inOrder) return value.flatMap((item, index) => patchYamlNode(items[index], item, itemPlace, old[index]));

  const regionStart = chunks[0].start;
  const regionEnd = chunks.at(-1)!.end;
  const written = plan.map((step, index) => {
    if (step === undefined) {
      return indentLines(`- ${renderValue(value[index], { flow: false }).replace(/\n/g, '\n  ')}`, spaces(dashColumn));
    }
    const chunk = chunks[step.from];
    const own = text.slice(chunk.start, chunk.end);
    if (step.same) return own;
    const inner = patchYamlNode(items[step.from], value[index], itemPlace, old[step.from]).map((edit) => ({
      ...edit,
      start: edit.start - chunk.start,
      end: edit.end - chunk.start,
    }));
    return applyTextEdits(own, inner);
  });
  const joined = written.map((piece) => (piece.endsWith('\n') ? piece : `${piece}\n`)).join('');
  const endsLine = text.slice(regionStart, regionEnd).endsWith('\n');
  return [{ start: regionStart, end: regionEnd, text: endsLine ? joined : joined.slice(0, -1) }];
}
