import { labelField } from '#site/fields/label-field';
import { getAt } from '#site/yaml/get-at';
import { isRecord } from '#site/yaml/is-record';
import type { DataPath } from '../yaml/write-yaml-value';

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A page as the editor's list names it: its address, and its title when it has one. */
function namePage(route: unknown): string {
  const path = textOf(isRecord(route) ? route.path : undefined);
  const title = textOf(isRecord(route) ? route.title : undefined);
  return `Page ${path ?? '(no address yet)'}${title ? ` “${title}”` : ''}`;
}

/** The next step into `node` in words: a field by its label, a list's item by its number, a block by its name. */
function nameStep(node: unknown, key: string | number, inBlocks: boolean): string {
  if (typeof key === 'string') return labelField(key);
  const item = Array.isArray(node) ? node[key] : undefined;
  const type = inBlocks && isRecord(item) ? textOf(item.type) : undefined;
  return inBlocks ? `block ${key + 1}${type ? ` (${labelField(type)})` : ''}` : `item ${key + 1}`;
}

/**
 * Where a problem is, in the words of the editor's screens: the page (by address and title) or the entry (by
 * its list and id), then its block by number and name, then each field by the label its form shows and each
 * list item by its number: `Page /contact “Contact Us” › block 2 (Capability list) › Items › item 1 › Title`.
 * Never a line, a `routes[3]` or a schema's name: the CLI's report has those.
 */
export function nameProblemPlace(file: string, data: unknown, at: DataPath | undefined): string {
  if (!at || at.length === 0) return `the file ${file}`;
  const [top, index, ...rest] = at;
  let parts: string[];
  let node: unknown;
  let steps: DataPath;
  if (top === 'routes' && typeof index === 'number') {
    node = getAt(data, ['routes', index]);
    parts = [namePage(node)];
    steps = rest;
  } else if (top === 'collections' && typeof index === 'string' && typeof rest[0] === 'number') {
    node = getAt(data, ['collections', index, rest[0]]);
    const id = textOf(isRecord(node) ? node.id : undefined);
    parts = [`${labelField(index)} entry ${id ? `“${id}”` : rest[0] + 1}`];
    steps = rest.slice(1);
  } else {
    node = data;
    parts = [];
    steps = at;
  }
  let previous: string | number | undefined;
  for (const [index, key] of steps.entries()) {
    // A page's blocks are named by their number: "block 2 (Capability list)" says it is among the blocks.
    if (key === 'blocks' && typeof steps[index + 1] === 'number') {
      node = getAt(node, [key]);
      previous = key;
      continue;
    }
    parts.push(nameStep(node, key, previous === 'blocks'));
    node = getAt(node, [key]);
    previous = key;
  }
  return parts.join(' › ');
}
