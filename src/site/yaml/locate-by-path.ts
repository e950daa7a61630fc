/**
 * Finds where a value is written by walking the text along its path, the way a person reads YAML: keys
 * at one indentation, "- " items, and one-line { } and [ ] collections. Building `yaml`'s full document
 * for a 10,000-page manifest takes seconds and gigabytes; this reads only the lines on the way.
 * Anything it does not read with certainty (anchors, tags, complex keys, quoted keys with escapes, multi-line flow
 * collections) gives `undefined`, and the caller asks the full document instead.
 */

export interface TextPosition {
  line: number;
  col: number;
}

/** Where a node's value starts: a 0-based line and column. */
interface At {
  line: number;
  col: number;
}

/** A plain key, or a quoted one with nothing to unescape (JSON-LD's "@type"): its name is the text between the quotes. */
const KEY = /^(?:"([^"\\]*)"|'([^']*)'|([A-Za-z0-9_$@][\w$@ .\-/]*?))\s*:(?=\s|$)/;

/** The key a line (from its indentation on) starts with, and the length up to its colon included. */
function readKey(text: string): { name: string; length: number } | undefined {
  const match = KEY.exec(text);
  return match ? { name: match[1] ?? match[2] ?? match[3], length: match[0].length } : undefined;
}

function isContent(line: string): boolean {
  const trimmed = line.trimStart();
  return trimmed !== '' && !trimmed.startsWith('#');
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/** The value after a key's colon on the same line, or the block below it. */
function valueAfterColon(lines: string[], line: number, colonAt: number, parentIndent: number): At | undefined {
  const rest = lines[line].slice(colonAt + 1);
  const gap = rest.length - rest.trimStart().length;
  if (rest.trim() !== '' && !rest.trimStart().startsWith('#')) return { line, col: colonAt + 1 + gap };
  for (let next = line + 1; next < lines.length; next++) {
    if (!isContent(lines[next])) continue;
    const indent = indentOf(lines[next]);
    // A sequence may sit at its key's own indentation; anything else must be deeper.
    if (indent > parentIndent || (indent === parentIndent && lines[next].slice(indent).startsWith('- ')))
      return { line: next, col: indent };
    return undefined;
  }
  return undefined;
}

/** Where each key of a block mapping is written: its line and the column of its colon. */
type MappingKeys = Map<string, { line: number; colonAt: number }>;

/**
 * Every key of the block mapping whose first key is at `at`, in one scan (undefined when its first line
 * holds no plain key): a mapping of 20,000 fields is read once, not once per field asked for.
 */
function listKeys(lines: string[], at: At): MappingKeys | undefined {
  const indent = at.col;
  const keys: MappingKeys = new Map();
  for (let line = at.line; line < lines.length; line++) {
    const text = lines[line];
    if (!isContent(text)) continue;
    const lineIndent = indentOf(text);
    // The first key may follow a "- " on its line (a mapping inside a sequence item).
    if (line !== at.line && lineIndent < indent) break;
    if (line !== at.line && lineIndent > indent) continue;
    if (line !== at.line && text.slice(indent).startsWith('- ')) break;
    const key = readKey(text.slice(indent));
    if (!key) {
      if (line === at.line) return undefined;
      continue;
    }
    if (!keys.has(key.name)) keys.set(key.name, { line, colonAt: indent + key.length - 1 });
  }
  return keys;
}

/** Where each item of the block sequence whose first "- " is at `at` starts: one scan, however many items are asked for. */
function listItems(lines: string[], at: At): Array<At | undefined> {
  const items: Array<At | undefined> = [];
  for (let line = at.line; line < lines.length; line++) {
    const text = lines[line];
    if (!isContent(text)) continue;
    const lineIndent = line === at.line ? at.col : indentOf(text);
    if (lineIndent < at.col) break;
    if (lineIndent > at.col) continue;
    const rest = text.slice(at.col);
    if (!rest.startsWith('- ') && rest !== '-') break;
    const after = rest.slice(1);
    const gap = after.length - after.trimStart().length;
    items.push(after.trim() === '' ? valueAfterColon(lines, line, at.col, at.col) : { line, col: at.col + 1 + gap });
  }
  return items;
}

/**
 * A child of a one-line flow collection starting at `at` ({ } or [ ]): the start of entry `segment`, or
 * of its key when `wantKey`. Quoted texts are skipped whole; a collection that goes on past the line is
 * left to the full document.
 */
function findInFlow(line: string, at: At, segment: string, wantKey: boolean): At | undefined {
  const open = line[at.col];
  let depth = 0;
  let index = 0;
  let entryStart = at.col + 1;
  const check = (end: number): At | undefined => {
    const entry = line.slice(entryStart, end);
    const start = entryStart + entry.length - entry.trimStart().length;
    if (open === '[') return String(index) === segment ? { line: at.line, col: start } : undefined;
    const key = readKey(entry.trimStart());
    if (!key || key.name !== segment) return undefined;
    if (wantKey) return { line: at.line, col: start };
    const value = entry.trimStart().slice(key.length);
    return { line: at.line, col: start + key.length + value.length - value.trimStart().length };
  };
  for (let col = at.col; col < line.length; col++) {
    const char = line[col];
    if (char === '"' || char === "'") {
      const close = line.indexOf(char, col + 1);
      if (close === -1 || (char === '"' && line.slice(col, close).includes('\\'))) return undefined;
      col = close;
    } else if (char === '{' || char === '[') {
      depth++;
    } else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return check(col);
    } else if (char === ',' && depth === 1) {
      const found = check(col);
      if (found) return found;
      index++;
      entryStart = col + 1;
    }
  }
  return undefined;
}

/**
 * A locator over one text: the position of the value at `segments` (or of the key `key` inside it), or
 * undefined when unsure. Sequences are indexed on first use, so locating many problems in a long list
 * of routes reads that list once.
 */
export function createPathLocator(lines: string[]): (segments: string[], key?: string) => TextPosition | undefined {
  const usable = !lines.some((line) => line.includes('\t'));
  const first = lines.findIndex(isContent);
  const sequences = new Map<string, Array<At | undefined>>();
  const mappings = new Map<string, MappingKeys | undefined>();
  const itemAt = (at: At, index: number) => {
    const id = `${at.line}:${at.col}`;
    let items = sequences.get(id);
    if (!items) {
      items = listItems(lines, at);
      sequences.set(id, items);
    }
    return items[index];
  };
  /** The entry `key` of the block mapping whose first key is at `at`; with the key's own position. */
  const findKey = (at: At, key: string): { key: At; value: At | undefined } | undefined => {
    const id = `${at.line}:${at.col}`;
    if (!mappings.has(id)) mappings.set(id, listKeys(lines, at));
    const found = mappings.get(id)?.get(key);
    return (
      found && {
        key: { line: found.line, col: at.col },
        value: valueAfterColon(lines, found.line, found.colonAt, at.col),
      }
    );
  };
  return (segments, key) => {
    if (!usable || first === -1 || indentOf(lines[first]) !== 0) return undefined;
    let at: At | undefined = { line: first, col: 0 };
    const path = key === undefined ? segments : [...segments, key];
    for (let step = 0; step < path.length && at; step++) {
      const segment = path[step];
      const wantKey = key !== undefined && step === path.length - 1;
      const text: string = lines[at.line];
      const head = text.slice(at.col);
      if (/^[&*!?|>]/.test(head)) return undefined;
      if (head.startsWith('{') || head.startsWith('[')) {
        at = findInFlow(text, at, segment, wantKey);
      } else if (head.startsWith('- ') || head === '-') {
        at = /^\d+$/.test(segment) ? itemAt(at, Number(segment)) : undefined;
      } else {
        const found = findKey(at, segment);
        at = wantKey ? found?.key : found?.value;
      }
    }
    return at && { line: at.line + 1, col: at.col + 1 };
  };
}
