import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { LineCounter, parseDocument, type Document } from 'yaml';

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
  construct: (text: string) => (text.startsWith('0o') ? Number.parseInt(text.slice(2), 8) : text.startsWith('0x') ? Number.parseInt(text.slice(2), 16) : Number.parseInt(text, 10)),
  predicate: (value: unknown) => Number.isInteger(value),
});

const floatType = new Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (text: string) => /^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(text),
  construct: (text: string) => {
    if (/nan$/i.test(text)) return Number.NaN;
    if (/inf$/i.test(text)) return text.startsWith('-') ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    return Number.parseFloat(text);
  },
  predicate: (value: unknown) => typeof value === 'number',
});

const coreSchema = FAILSAFE_SCHEMA.extend({ implicit: [nullType, boolType, intType, floatType] });

export interface YamlError {
  message: string;
  line: number;
  col: number;
}

export type ParsedYaml = { data: unknown } | { error: YamlError };

/** The position-keeping document, with the options every caller needs (duplicate keys are errors). */
export function parseYamlDocument(text: string): { doc: Document; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  return { doc: parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true }), lineCounter };
}

function toYamlError(doc: Document): YamlError | undefined {
  const [first] = doc.errors;
  if (!first) return undefined;
  const [start] = first.linePos ?? [{ line: 1, col: 1 }];
  return { message: first.message.split('\n')[0], line: start.line, col: start.col };
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

/** The data of a YAML text, or where it stops being YAML. */
export function parseYaml(text: string): ParsedYaml {
  let data: unknown;
  try {
    data = load(text, { schema: coreSchema });
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number; column: number } };
    return { error: { message: reason ?? String(error), line: (mark?.line ?? 0) + 1, col: (mark?.column ?? 0) + 1 } };
  }
  // `yaml` refuses an implicit key longer than 1024 characters, which js-yaml accepts; only a line that
  // long can hold one, so the slow parser is asked only then.
  if (hasLineLongerThan(text, 1024)) {
    const error = toYamlError(parseYamlDocument(text).doc);
    if (error) return { error };
  }
  return { data };
}
