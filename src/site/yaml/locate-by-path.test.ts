import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isNode, isPair, isScalar, isSeq, type Node } from 'yaml';
import { createPathLocator } from './locate-by-path';
import { parseYamlDocument } from './parse-yaml';

const root = join(import.meta.dirname, '..', '..', '..');
// Places are looked up only in files that parse (the syntax-error fixture does not).
const files = [
  'site.yaml',
  ...readdirSync(join(root, 'tests/fixtures'))
    .filter((name) => name.endsWith('.yaml') && name !== 'yaml-syntax-error.yaml')
    .map((name) => `tests/fixtures/${name}`),
];

/** Every place in a document, by `yaml`'s own reading: [path, key or undefined, line, col]. */
function listPlaces(text: string): Array<[string[], string | undefined, number, number]> {
  const { doc, lineCounter } = parseYamlDocument(text);
  const places: Array<[string[], string | undefined, number, number]> = [];
  const visit = (node: Node, path: string[]) => {
    if (node.range) {
      const { line, col } = lineCounter.linePos(node.range[0]);
      places.push([path, undefined, line, col]);
    }
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair) || !isScalar(pair.key) || !pair.key.range) continue;
        const name = String(pair.key.value);
        const { line, col } = lineCounter.linePos(pair.key.range[0]);
        places.push([path, name, line, col]);
        if (isNode(pair.value)) visit(pair.value, [...path, name]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => isNode(item) && visit(item, [...path, String(index)]));
    }
  };
  if (isNode(doc.contents)) visit(doc.contents, []);
  return places;
}

describe('walking the text finds each place where the full YAML document does, or says it is unsure', () => {
  it.each(files)('%s', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    const locateByPath = createPathLocator(text.split('\n'));
    const places = listPlaces(text);
    const found = places.map(([path, key]) => locateByPath(path, key));
    const wrong = places
      .map(([path, key, line, col], index) => ({
        place: `${path.join('/')}${key === undefined ? '' : ` key ${key}`}`,
        expected: `${line}:${col}`,
        found: found[index] && `${found[index]!.line}:${found[index]!.col}`,
      }))
      .filter(({ expected, found: at }) => at !== undefined && at !== expected);
    expect(wrong).toEqual([]);
    // The walk must actually do the work for the way manifests are written, not defer everything.
    expect(found.filter(Boolean).length / places.length).toBeGreaterThan(0.95);
  });
});
