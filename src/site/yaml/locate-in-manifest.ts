import { isMap, isNode, isPair, isScalar, type Document, type LineCounter, type Node } from 'yaml';
import { createPathLocator, type TextPosition } from './locate-by-path';
import type { ManifestLocator, Position } from '../problems/manifest-locator';
import { splitPointer } from './json-pointer';
import { parseYamlDocument } from './parse-yaml';

function readRoutePath(data: unknown, index: string): string | undefined {
  const routes = (data as { routes?: unknown })?.routes;
  const route = Array.isArray(routes) ? routes[Number(index)] : undefined;
  const path = (route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : undefined;
}

/**
 * Finds places in the manifest's text: first by walking the lines along the path (fast, and enough for
 * the way manifests are written), else in `yaml`'s position-keeping document, built only when a place
 * needs it: for a 10,000-page manifest it takes seconds and gigabytes, and a clean manifest never needs it.
 */
export function createManifestLocator(text: string, data: unknown): ManifestLocator {
  let locateByPath: ((segments: string[], key?: string) => TextPosition | undefined) | undefined;
  let parsed: { doc: Document; lineCounter: LineCounter } | undefined;
  let lines: string[] | undefined;
  const getParsed = () => {
    // js-yaml has read this text, so it has no key written twice to look for.
    parsed ??= parseYamlDocument(text, false);
    return parsed;
  };

  return {
    locate(pointer, key) {
      locateByPath ??= createPathLocator(text.split('\n'));
      const quick = locateByPath(splitPointer(pointer), key);
      if (quick) return quick;
      const { doc, lineCounter } = getParsed();
      const toPosition = (offset: number): Position => lineCounter.linePos(offset);
      let node: unknown = doc.contents;
      for (const segment of splitPointer(pointer)) {
        const child =
          isNode(node) && 'get' in node
            ? (node as { get(k: unknown, keep: true): unknown }).get(
                /^\d+$/.test(segment) && !isMap(node) ? Number(segment) : segment,
                true,
              )
            : undefined;
        if (!isNode(child)) break;
        node = child;
      }
      if (key !== undefined && isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
        if (pair && isNode(pair.key) && pair.key.range) return toPosition(pair.key.range[0]);
      }
      const range = (node as Node | null)?.range;
      return toPosition(range ? range[0] : 0);
    },
    readWritten(pointer) {
      const { line, col } = this.locate(pointer);
      const rest = (lines ??= text.split('\n'))[line - 1]?.slice(col - 1) ?? '';
      // A plain value ends at a comment, or at the next entry or the bracket of a one-line { } or [ ].
      const written = /^[^\s"'[{,#][^,\]}#]*/.exec(rest)?.[0].trim();
      return written || undefined;
    },
    describe(pointer, key) {
      const segments = splitPointer(pointer);
      if (key !== undefined) segments.push(key);
      let text = '';
      segments.forEach((segment, index) => {
        if (/^\d+$/.test(segment)) {
          text += `[${segment}]`;
          if (index === 1 && segments[0] === 'routes') {
            const path = readRoutePath(data, segment);
            if (path) text += ` (${path})`;
            if (index < segments.length - 1) text += ' ›';
          }
        } else {
          text += text === '' ? segment : text.endsWith('›') ? ` ${segment}` : `.${segment}`;
        }
      });
      return text || '(top level)';
    },
  };
}
