import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { ManifestLocator } from '../problems/manifest-locator';
import { joinPointer } from '../yaml/json-pointer';
import { parseYamlDocument } from '../yaml/parse-yaml';
import { createProblem } from '../problems/create-problem';
import type { Problem } from '../problems/problem';

/** The mark: a comment that says PLACEHOLDER (or PLACEHOLDERS) in capitals, as a person writes a note to replace a value. */
const MARK = /\bPLACEHOLDERS?\b/;

const isMarked = (comment: string | null | undefined) => typeof comment === 'string' && MARK.test(comment);

/** The texts of a value, joined, as a person would recognise it in the message. */
function summarise(node: unknown): string {
  const json = (node as { toJSON?: () => unknown })?.toJSON?.() ?? node;
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (value === null || value === undefined) return;
    if (typeof value === 'object') for (const item of Object.values(value)) walk(item);
    else texts.push(String(value));
  };
  walk(json);
  return texts.join(', ');
}

/**
 * Every value of one file (site.yaml or a page file) that a comment marks as a placeholder: a comment line
 * just before its key or list item, or a comment after it on its line. The site must not show a value its
 * own file says is not real yet. Read from the text, since comments are not data: only a text that says
 * PLACEHOLDER is parsed again.
 */
export function findMarkedPlaceholders(text: string, file: string, locator: ManifestLocator): Problem[] {
  if (!MARK.test(text)) return [];
  const { doc, lineCounter } = parseYamlDocument(text, false);
  const problems: Problem[] = [];
  const report = (node: unknown, at: unknown, path: Array<string | number>) => {
    const range = (at as Node | null)?.range;
    const pointer = joinPointer(path);
    problems.push(
      createProblem(
        'placeholder-value',
        { text: summarise(node) },
        {
          file,
          ...(range ? lineCounter.linePos(range[0]) : locator.locate(pointer)),
          place: locator.describe(pointer),
          pointer,
        },
      ),
    );
  };
  const walk = (node: unknown, path: Array<string | number>) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const value = pair.value as Node | null;
        const marked =
          (isScalar(pair.key) && isMarked(pair.key.commentBefore)) ||
          (isScalar(value) && isMarked(value.comment)) ||
          (value !== null && (isMap(value) || isSeq(value)) && isMarked(value.commentBefore) && !value.flow);
        if (marked) report(value, value ?? pair.key, [...path, key]);
        else walk(value, [...path, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const marked =
          (isScalar(item) || isMap(item) || isSeq(item)) &&
          (isMarked(item.commentBefore) || (isScalar(item) && isMarked(item.comment)));
        if (marked) report(item, item, [...path, index]);
        else walk(item, [...path, index]);
      });
    }
  };
  walk(doc.contents, []);
  return problems;
}
