import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  Lexer,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
import { findMisindentedLine } from './find-misindented-line';
import type { ProblemParams } from '../problems/problem-catalogue';
import { SMALLEST_MANIFEST } from './smallest-manifest';
import { splitRouteItems, type RouteItems } from './split-route-items';
import { isRecord } from './is-record';

/**
 * The two YAML parsers the manifest goes through, behind one door. js-yaml reads the data (about ten
 * times faster than `yaml`'s document); `yaml` keeps positions, for locating problems and for its better
 * syntax messages. They must read every text alike, so js-yaml gets YAML 1.2 core scalars exactly as
 * `yaml` resolves them (its own core schema also reads `0b101` as 5 and `-.5` as a text).
 */
const nullType = new Type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: (text: string) => /^(?:~|[Nn]ull|NULL)?$/.test(text),
  construct: () => null,
  predicate: (value: unknown) => value === null,
});

const boolType = new Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: (text: string) => /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(text),
  construct: (text: string) => /^t/i.test(text),
  predicate: (value: unknown) => typeof value === 'boolean',
});

const intType = new Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (text: string) => /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/.test(text),
  construct: (text: string) =>
    text.startsWith('0o')
      ? Number.parseInt(text.slice(2), 8)
      : text.startsWith('0x')
        ? Number.parseInt(text.slice(2), 16)
        : Number.parseInt(text, 10),
  predicate: (value: unknown) => Number.isInteger(value),
});

const floatType = new Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (text: string) =>
    /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(
      text,
    ),
  construct: (text: string) => {
    if (/nan$/i.test(text)) return Number.NaN;
    if (/inf$/i.test(text)) return text.startsWith('-') ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    return Number.parseFloat(text);
  },
  predicate: (value: unknown) => typeof value === 'number',
});

const coreSchema = FAILSAFE_SCHEMA.extend({ implicit: [nullType, boolType, intType, floatType] });

type YamlErrorCode =
  'yaml-syntax' | 'yaml-alias-limit' | 'yaml-too-many-aliases' | 'yaml-too-deep' | 'empty-manifest' | 'duplicate-key';

/** Where and why a text is not a YAML a site can be read from: a problem of the catalogue, with its parameters. */
export type YamlError = {
  [C in YamlErrorCode]: {
    /** `yaml-syntax` errors get a second opinion from `yaml`; the others are final. */
    code: C;
    params: ProblemParams<C>;
    line: number;
    col: number;
    /** Found by this module's own reading (a control character, an indented start): `yaml` need not be asked. */
    exact?: true;
    /** A valid YAML text to start from (for an empty file: the smallest manifest that passes). */
    example?: string;
    /** `yaml`'s own error, when it was already asked: it need not read the text again. */
    said?: YAMLError;
  };
}[YamlErrorCode];

/** Deeper than any real manifest (site.yaml reaches about 10); both parsers recurse, and overflow near 2,000. */
export const MAX_DEPTH = 100;

/** Values that aliases may copy in, beyond those written: far above any honest reuse, far below an alias bomb. */
export const MAX_ALIAS_COPIES = 1_000_000;

/**
 * Aliases (`*name`) a file may hold: far above any honest reuse (the shipped site has none). Each is a
 * place a problem can be in, located through `yaml`'s document; a million of them took minutes to read.
 */
export const MAX_ALIASES = 10_000;

export type ParsedYaml = { data: unknown } | { error: YamlError };

/**
 * The position-keeping document, with the options every caller needs (duplicate keys are errors, unless
 * `uniqueKeys` is false: `yaml` compares each key with every other of its group, minutes for a group of
 * 20,000 fields, so a text js-yaml has already read without a duplicate is not checked again).
 */
export function parseYamlDocument(text: string, uniqueKeys = true): { doc: Document; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  return { doc: parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys }), lineCounter };
}

/** Line and column (from 1) of an offset in the text. */
function toPosition(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++;
    lineStart = at + 1;
  }
  return { line, col: offset - lineStart + 1 };
}

function toYamlError(doc: Document): YamlError | undefined {
  const [first] = doc.errors;
  if (!first) return undefined;
  const [start] = first.linePos ?? [{ line: 1, col: 1 }];
  return {
    code: 'yaml-syntax',
    params: { slip: 'parser', said: first.message.split('\n')[0] },
    line: start.line,
    col: start.col,
    said: first,
  };
}

/** A scan of line ends: a pattern like /[^\n]{1025}/ backtracks at every character and takes seconds on a large file. */
function hasLineLongerThan(text: string, length: number): boolean {
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    if ((end === -1 ? text.length : end) - start > length) return true;
    if (end === -1) return false;
    start = end + 1;
  }
  return false;
}

/** Characters YAML does not allow (tab, line feed and carriage return are allowed); invisible in most editors. */
// eslint-disable-next-line no-control-regex -- finding control characters is what it is for
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]/;

function findControlCharacter(text: string): YamlError | undefined {
  const match = CONTROL.exec(text);
  if (!match) return undefined;
  const code = match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
  return {
    code: 'yaml-syntax',
    exact: true,
    params: { slip: 'control-character', codePoint: code },
    ...toPosition(text, match.index),
  };
}

/**
 * How deep the text nests, read from its characters before either parser recurses into it: block levels
 * (two spaces of indent, a "- " item, a "key: " on the line) and open brackets. Quoted texts and
 * comments are skipped, so a colon or bracket inside them does not count.
 */
function findExcessiveNesting(text: string): YamlError | undefined {
  let flow = 0;
  // Where the next bracket is, found once per bracket rather than once per line: a per-line test
  // costs about as much as the rest of this scan on a 10,000-page manifest.
  const brackets = /[[\]{}]/g;
  let nextBracket = -1;
  for (let offset = 0; offset <= text.length;) {
    const newline = text.indexOf('\n', offset);
    const end = newline === -1 ? text.length : newline;
    if (nextBracket < offset) {
      brackets.lastIndex = offset;
      nextBracket = brackets.exec(text)?.index ?? Number.POSITIVE_INFINITY;
    }
    // Every level takes at least two characters ("- ", ": ", two spaces), so a short line outside any
    // bracket cannot pass the limit: only long lines and bracketed ones are read character by character.
    if (flow === 0 && end - offset < 2 * MAX_DEPTH && nextBracket >= end) {
      offset = end + 1;
      continue;
    }
    const line = text.slice(offset, end);
    const indent = line.length - line.trimStart().length;
    let block = Math.floor(indent / 2);
    let quote = '';
    for (let at = indent; at < line.length; at++) {
      const char = line[at];
      if (quote) {
        if (char === quote) quote = '';
        continue;
      }
      if (char === '#' && (at === 0 || line[at - 1] === ' ')) break;
      if (char === '"' || char === "'") quote = char;
      else if (char === '[' || char === '{') flow++;
      else if (char === ']' || char === '}') flow = Math.max(0, flow - 1);
      else if (
        (char === ':' || (char === '-' && (at === indent || line[at - 1] === ' '))) &&
        (line[at + 1] === ' ' || at + 1 === line.length)
      )
        block++;
      if (flow > MAX_DEPTH || block > MAX_DEPTH) {
        return {
          code: 'yaml-too-deep',
          params: { limit: MAX_DEPTH },
          ...toPosition(text, offset + at),
        };
      }
    }
    offset = end + 1;
  }
  return undefined;
}

/**
 * Values an alias (`*name`) copies in beyond those written. js-yaml shares an anchored value rather than
 * copying it, so counting with one memo per distinct value is linear, however much the aliases multiply.
 */
function countAliasCopies(data: unknown): number {
  const sizes = new Map<object, number>();
  let written = 0;
  const size = (value: unknown): number => {
    if (value === null || typeof value !== 'object') return 1;
    const known = sizes.get(value);
    if (known !== undefined) return known;
    const children = Object.values(value);
    written += 1 + children.filter((child) => child === null || typeof child !== 'object').length;
    const total = children.reduce<number>((sum, child) => sum + size(child), 1);
    sizes.set(value, total);
    return total;
  };
  return size(data) - written;
}

/**
 * More than MAX_ALIASES aliases, at the first past the limit. The characters give a bound first (every
 * alias is a * after a line start, a space, a bracket or a comma), so a text with few is not read again;
 * past it `yaml`'s lexer, which tells an alias from a *word* in a text, counts them, stopping at the
 * first past the limit: one pass over the tokens, before either parser builds anything.
 */
function findTooManyAliases(text: string): YamlError | undefined {
  // Found from each * (a pattern that tries every character as a start takes ten times as long on a large file).
  const isBefore = (char: string | undefined) => char === undefined || /[\s[{,]/.test(char);
  const isAfter = (char: string | undefined) => char !== undefined && !/[\s,[\]{}]/.test(char);
  let rough = 0;
  for (let at = text.indexOf('*'); at !== -1 && rough <= MAX_ALIASES; at = text.indexOf('*', at + 1))
    if (isBefore(text[at - 1]) && isAfter(text[at + 1])) rough++;
  if (rough <= MAX_ALIASES) return undefined;
  let count = 0;
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    if (token.startsWith('*') && ++count > MAX_ALIASES)
      return { code: 'yaml-too-many-aliases', params: { limit: MAX_ALIASES }, ...toPosition(text, offset) };
    // The lexer's markers of a document, a scalar and a flow's end are not characters of the text.
    if (!LEXER_MARKERS.has(token)) offset += token.length;
  }
  return undefined;
}

const LEXER_MARKERS = new Set(['\x02', '\x18', '\x1f']);

/** The alias at which the copies pass the limit, for the message's position. */
function locateAliasOverflow(text: string): { line: number; col: number } {
  const { doc, lineCounter } = parseYamlDocument(text);
  const sizes = new Map<Node, number>();
  // What each alias names, in one pass in the document's order (the last anchor of that name before it):
  // `yaml`'s own resolve walks the document again for each alias.
  const targets = new Map<Node, Node | undefined>();
  const anchors = new Map<string, Node>();
  visit(doc, {
    Node(_, node) {
      if (isAlias(node)) targets.set(node, anchors.get(node.source));
      else if (node.anchor) anchors.set(node.anchor, node);
    },
  });
  const size = (node: unknown): number => {
    if (isAlias(node)) return size(targets.get(node));
    if (!isMap(node) && !isSeq(node)) return isScalar(node) ? 1 : 0;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    let total = 1;
    for (const item of node.items as unknown[])
      total += isMap(node)
        ? size((item as { key: unknown }).key) + size((item as { value: unknown }).value)
        : size(item);
    sizes.set(node, total);
    return total;
  };
  let copies = 0;
  let found = { line: 1, col: 1 };
  visit(doc, {
    Alias(_, alias) {
      copies += size(alias);
      if (copies <= MAX_ALIAS_COPIES) return undefined;
      found = lineCounter.linePos(alias.range?.[0] ?? 0);
      return visit.BREAK;
    },
  });
  return found;
}

/** A root that starts indented is valid YAML until the first top-level key; the slip is at its first line. */
function findIndentedStart(text: string): YamlError | undefined {
  const lines = text.split('\n');
  const first = lines.findIndex(
    (line) => line.trim() !== '' && !line.trimStart().startsWith('#') && line.trim() !== '---',
  );
  if (first === -1 || !/^\s/.test(lines[first])) return undefined;
  return {
    code: 'yaml-syntax',
    exact: true,
    params: { slip: 'indented-at-top' },
    line: first + 1,
    col: 1,
  };
}

/** Both lines of a key written twice in one group: the parsers name only the second, and not the key. */
function findDuplicateKey(text: string): YamlError | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false });
  let found: YamlError | undefined;
  visit(doc, {
    Map(_, map) {
      const seen = new Map<unknown, number>();
      for (const pair of map.items) {
        if (!isScalar(pair.key) || !pair.key.range) continue;
        const first = seen.get(pair.key.value);
        if (first === undefined) {
          seen.set(pair.key.value, pair.key.range[0]);
          continue;
        }
        const key = String(pair.key.value);
        found = {
          code: 'duplicate-key',
          exact: true,
          params: {
            key,
            firstLine: lineCounter.linePos(first).line,
            secondLine: lineCounter.linePos(pair.key.range[0]).line,
          },
          ...lineCounter.linePos(pair.key.range[0]),
        };
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * js-yaml's reason, where it names a slip a person knows in other words: a misindented line (found
 * from its neighbours), a key written twice. Anything else (a tab, an unclosed quote) goes on to `yaml`,
 * whose messages load-site.ts says in plain words.
 */
function explainSyntaxError(text: string, reason: string, position: { line: number; col: number }): YamlError {
  if (reason.startsWith('duplicated mapping key')) {
    const duplicate = findDuplicateKey(text);
    if (duplicate) return duplicate;
  }
  if (reason.startsWith('bad indentation')) {
    const misindented = findMisindentedLine(text, position.line);
    if (misindented) return { code: 'yaml-syntax', exact: true, ...misindented };
  }
  return { code: 'yaml-syntax', params: { slip: 'parser', said: reason }, ...position };
}

/**
 * Items of a `routes:` list parsed before, by their text (see splitRouteItems), which the caller keeps
 * between checks. `take` answers a fresh copy, which the caller may change (the validator fills defaults
 * in). What `has` or `take` finds, and what is given to `keep`, are the items of the text as it is now.
 */
export interface KeptRouteItems {
  has(item: string): boolean;
  take(item: string): unknown;
  keep(item: string, value: unknown): void;
}

/**
 * The most route items a text's parse keeps (see KeptRouteItems): their values' JSON costs the check's
 * thread memory, 100 MB at 100,000 items (and the build's peak passed 1 GB), where the parse it saves is a
 * small part of a build that size.
 */
const MAX_KEPT_ITEMS = 25_000;

/** An item's value parsed on its own (as `routes:\n<item>`), or undefined when it is not one item alone. */
function parseItem(item: string): { value: unknown } | undefined {
  const parsed = load(`routes:\n${item}`, { schema: coreSchema });
  return isRecord(parsed) && Array.isArray(parsed.routes) && parsed.routes.length === 1
    ? { value: parsed.routes[0] }
    : undefined;
}

/**
 * The data of the text, its items taken from `kept` or parsed one by one: what the whole text parses to
 * (see splitRouteItems), or undefined for the whole text to be parsed, which also says where it is not YAML.
 */
function parseRouteItems(split: RouteItems, kept: KeptRouteItems): { data: unknown } | undefined {
  try {
    const data = load(split.head + split.tail, { schema: coreSchema });
    if (!isRecord(data) || !Object.hasOwn(data, 'routes') || data.routes !== null) return undefined;
    const routes: unknown[] = [];
    for (const item of split.items) {
      let value = kept.take(item);
      if (value === undefined) {
        const parsed = parseItem(item);
        if (!parsed) return undefined;
        value = parsed.value;
        kept.keep(item, value);
      }
      routes.push(value);
    }
    data.routes = routes;
    return { data };
  } catch {
    return undefined;
  }
}

/**
 * The items of a text parsed whole given to `kept`, those it has not, as the whole parse read them: as
 * many routes as items means no construct ran from one item into the next (it would have joined them), so
 * each but the last is its own text, which parses on its own the same. The last could have run on into the
 * lines after the list (js-yaml reads a quoted text on over a line at the margin): it is parsed on its own,
 * and kept only when that reads it the same.
 */
function keepParsedItems(split: RouteItems, data: unknown, kept: KeptRouteItems): void {
  const routes = isRecord(data) ? data.routes : undefined;
  if (!Array.isArray(routes) || routes.length !== split.items.length) return;
  const last = split.items.length - 1;
  split.items.forEach((item, index) => {
    if (kept.has(item)) return;
    if (index < last) return kept.keep(item, routes[index]);
    try {
      const alone = parseItem(item);
      if (alone && JSON.stringify(alone.value) === JSON.stringify(routes[index])) kept.keep(item, routes[index]);
    } catch {
      // Not an item on its own: not kept.
    }
  });
}

/**
 * The data of a YAML text, or where it stops being YAML: a located reason, never a crash, however odd the
 * text. With `kept`, the items of its `routes:` list kept by an earlier parse are taken, not parsed again
 * (see splitRouteItems), and the ones parsed now are kept.
 */
export function parseYaml(text: string, kept?: KeptRouteItems): ParsedYaml {
  const before = findControlCharacter(text) ?? findExcessiveNesting(text) ?? findTooManyAliases(text);
  if (before) return { error: before };
  const split = kept && !hasLineLongerThan(text, 1024) ? splitRouteItems(text) : undefined;
  if (!split || !kept || split.items.length > MAX_KEPT_ITEMS) return parseChecked(text);
  // Items parsed one by one are quicker only when most are kept: a first check parses the whole text.
  const keptCount = split.items.filter((item) => kept.has(item)).length;
  const fast = keptCount * 2 >= split.items.length ? parseRouteItems(split, kept) : undefined;
  if (fast) return fast;
  const parsed = parseChecked(text);
  if ('data' in parsed) keepParsedItems(split, parsed.data, kept);
  return parsed;
}

/** The data of a text that passed the checks before parsing (see parseYaml), or where it is not YAML. */
function parseChecked(text: string): ParsedYaml {
  let data: unknown;
  try {
    data = load(text, { schema: coreSchema });
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { position: number } };
    const position = toPosition(text, mark?.position ?? 0);
    return { error: findIndentedStart(text) ?? explainSyntaxError(text, reason ?? String(error), position) };
  }
  if (data === null || data === undefined) {
    return {
      error: {
        code: 'empty-manifest',
        params: {},
        example: SMALLEST_MANIFEST,
        line: 1,
        col: 1,
      },
    };
  }
  // `yaml` refuses an implicit key longer than 1024 characters, which js-yaml accepts; only a line that
  // long can hold one, so the slow parser is asked only then.
  if (hasLineLongerThan(text, 1024)) {
    const error = toYamlError(parseYamlDocument(text, false).doc);
    if (error) return { error };
  }
  if (text.includes('*') && countAliasCopies(data) > MAX_ALIAS_COPIES) {
    return {
      error: {
        code: 'yaml-alias-limit',
        params: { limit: MAX_ALIAS_COPIES },
        ...locateAliasOverflow(text),
      },
    };
  }
  return { data };
}
