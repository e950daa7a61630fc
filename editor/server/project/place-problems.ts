import { dirname, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { Problem } from '#site/problems/problem';
import type { DataPath } from '../yaml/write-yaml-value';
import { nameProblemPlace } from './name-problem-place';

/**
 * A problem of the check with the place in its file's data it is about, so the form shows it at that field,
 * and that place in the editor's words (see nameProblemPlace).
 */
export type PlacedProblem = Problem & { at?: DataPath; placeInEditor: string };

const contains = (node: Node | null | undefined, offset: number) =>
  !!node?.range && node.range[0] <= offset && offset <= Math.max(node.range[1], node.range[0]);

/** The document's data, to name the places in it; a text that is no YAML yet has none. */
function readData(doc: ReturnType<typeof parseDocument>): unknown {
  try {
    return doc.toJS({ maxAliasCount: -1 });
  } catch {
    return undefined;
  }
}

/** The path of the deepest value (or key) at `offset` in a document. */
function findPath(node: Node | null, offset: number, path: DataPath): DataPath {
  if (isMap(node)) {
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue;
      const key = String(pair.key.value);
      if (contains(pair.key, offset)) return [...path, key];
      if (contains(pair.value as Node, offset)) return findPath(pair.value as Node, offset, [...path, key]);
    }
  } else if (isSeq(node)) {
    const index = node.items.findIndex((item) => contains(item as Node, offset));
    if (index !== -1) return findPath(node.items[index] as Node, offset, [...path, index]);
  }
  return path;
}

/**
 * In a text YAML cannot read, only the page or entry (or the part of the file) a spot is in is known for sure:
 * deeper, the slip itself may have made a key of a text ("Voltaic labs founded"). The YAML view shows the spot.
 */
function keepKnown(at: DataPath): DataPath {
  return at.slice(0, at[0] === 'routes' ? 2 : at[0] === 'collections' ? 3 : 1);
}

/**
 * Each problem with `at`: the path of the field it is about in its file, read from its line and column (the
 * check's own place for it). A field not written (absentField) is placed at that field, in the object that lacks it.
 */
export function placeProblems(
  manifest: string,
  problems: Problem[],
  unsaved: Map<string, string> = new Map(),
): PlacedProblem[] {
  const documents = new Map<string, { doc: ReturnType<typeof parseDocument>; lines: LineCounter; data: unknown }>();
  const place = (problem: Problem, at?: DataPath, data?: unknown): PlacedProblem => ({
    ...problem,
    ...(at ? { at } : {}),
    placeInEditor: nameProblemPlace(problem.file, data, at),
  });
  return problems.map((problem) => {
    const file = resolve(dirname(manifest), problem.file);
    let read = documents.get(file);
    if (!read) {
      let text: string;
      try {
        text = unsaved.get(file) ?? readFileSync(file, 'utf8');
      } catch {
        return place(problem);
      }
      const lines = new LineCounter();
      const doc = parseDocument(text, { lineCounter: lines });
      read = { doc, lines, data: readData(doc) };
      documents.set(file, read);
    }
    const start = read.lines.lineStarts[problem.line - 1];
    if (start === undefined) return place(problem);
    const found = findPath(read.doc.contents as Node | null, start + problem.col - 1, []);
    const at = read.doc.errors.length > 0 ? keepKnown(found) : found;
    const missing = problem.absentField;
    // The check places a field that is not written at a key of the object it belongs in: it belongs beside that key.
    const field = missing ? [...at.slice(0, typeof at.at(-1) === 'string' ? -1 : undefined), missing] : at;
    return place(problem, field, read.data);
  });
}
