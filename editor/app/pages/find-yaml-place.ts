/** One step from the top of a YAML file to a place in it: a key, or an item of a list (with the keys it has). */
export type YamlStep = { key: string } | { item: Record<string, string> };

/** Where the cursor is in a YAML text: the steps to the map it is in, that map's keys, and what is being typed. */
export interface YamlPlace {
  steps: YamlStep[];
  /** The keys the map already has (with their one-line values), the one being typed left out. */
  keys: Record<string, string>;
  /** A key being typed, or the value of `key` being typed. */
  at: { kind: 'key' } | { kind: 'value'; key: string };
  /** What is typed so far of the key or value. */
  prefix: string;
}

interface Line {
  /** The column of the line's first character; undefined for a blank or comment line. */
  indent?: number;
  /** The column of the list item's dash, if the line starts one. */
  dash?: number;
  /** The column of the line's key (after the dash, if any). */
  column: number;
  key?: string;
  value: string;
}

function readLine(text: string): Line {
  const match = /^( *)(?:(-)( +|$))?(.*)$/.exec(text)!;
  const [, spaces, dash, gap = '', rest] = match;
  const column = spaces.length + (dash ? 1 + gap.length : 0);
  if (rest.trim() === '' && !dash) return { column, value: '' };
  if (rest.startsWith('#')) return { column, value: '' };
  const pair = /^(["']?)([^"':#]+)\1:(?:\s+(.*))?$/.exec(rest);
  return {
    indent: spaces.length,
    dash: dash ? spaces.length : undefined,
    column,
    key: pair?.[2].trim(),
    value: (pair?.[3] ?? '').replace(/\s+#.*$/, '').trim(),
  };
}

/** The keys at `column` of the map the line `from` is in, looking down from it (up is read by the walk). */
function readKeysBelow(lines: Line[], from: number, column: number): Record<string, string> {
  const keys: Record<string, string> = {};
  for (let index = from + 1; index < lines.length; index++) {
    const line = lines[index];
    if (line.indent === undefined) continue;
    if (line.indent < column) break;
    // A dash at the map's own column starts an item of the key above it (`services:` then `- …`), not a key.
    if (line.indent === column && line.dash === undefined && line.key) keys[line.key] = line.value;
  }
  return keys;
}

/**
 * The place of `offset` in a YAML text, read from the indentation of the lines above it (the text is often
 * not valid YAML while a key is half typed, so no parser is asked). Undefined where nothing is to be completed:
 * in a comment, a quoted text, a flow list or a block text.
 */
export function findYamlPlace(text: string, offset: number): YamlPlace | undefined {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(start, offset);
  const typed = /^( *)(- +)?([\w-]*)(?:(:) +([\w-]*))?$/.exec(before);
  if (!typed) return undefined;
  const [, spaces, dash = '', name, colon, value = ''] = typed;
  const lines = text.split('\n').map(readLine);
  const lineIndex = text.slice(0, start).split('\n').length - 1;
  let column = spaces.length + dash.length;
  const keys = readKeysBelow(lines, lineIndex, column);
  const steps: YamlStep[] = [];
  let fields = keys;
  /** Whether the walk looks for the keys of a map at `column`, or for the items of a list whose dashes are there. */
  let inMap = true;
  if (dash) {
    steps.unshift({ item: keys });
    column = spaces.length;
    inMap = false;
  }
  for (let index = lineIndex - 1; index >= 0; index--) {
    const line = lines[index];
    if (line.indent === undefined) continue;
    if (inMap && line.column === column && line.key) {
      fields[line.key] = line.value;
      if (line.dash !== undefined) {
        steps.unshift({ item: fields });
        column = line.dash;
        inMap = false;
      }
      continue;
    }
    if (line.column > column || (!inMap && line.dash === column)) continue;
    // The line that holds this map or list: a key with nothing after it (else the cursor is inside a text).
    if (!line.key || line.value !== '') return undefined;
    steps.unshift({ key: line.key });
    fields = {};
    if (line.dash !== undefined) {
      steps.unshift({ item: fields });
      column = line.dash;
      inMap = false;
    } else {
      column = line.column;
      inMap = true;
    }
  }
  return {
    steps,
    keys,
    at: colon ? { kind: 'value', key: name } : { kind: 'key' },
    prefix: colon ? value : name,
  };
}
