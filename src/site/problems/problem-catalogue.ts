import type { InvalidValueParams } from '../fields/base/invalid-value-params';
import { labelField } from '../fields/label-field';
import type { PictureFault } from '../pictures/find-picture-fault';
import { MAX_PICTURE_BYTES, MAX_PICTURE_PIXELS, PICTURE_TYPES } from '../pictures/picture-kinds';
import { phraseSuggestion } from './phrase-suggestion';
import { describeKind, nameKinds, quote } from './quote-value';

/**
 * Every problem the manifest check can report, by stable name: its title, whether it stops the build,
 * the message (a function of what was found), the fix, and the explanation docs/errors.md is made from.
 * The name is printed with each problem so a person can look it up, and tests match on it. Problems are
 * made by createProblem (create-problem.ts), never written by hand, so the words live here only.
 */

/** A file path as the file is named on disk: %-escapes decoded when they can be. */
function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The first thing in a path that makes it unsafe, in words: "a space", "the character "é"", "a %-escape for a space". */
function describeUnsafe(path: string): string {
  const character = [...decodePath(path)].find((c) => !/[A-Za-z0-9._/%-]/.test(c));
  const named = character === undefined ? undefined : /\s/.test(character) ? 'a space' : `the character "${character}"`;
  if (!path.includes('%')) return named ?? 'a character an address must escape';
  return named ? `a %-escape for ${named}` : 'a %-escape';
}

const formatPixels = (count: number) => count.toLocaleString('en-US');

/** Why a picture cannot be shown, in a person's words. */
function describePictureFault(fault: Exclude<PictureFault, { kind: 'unsafe-svg' }>): string {
  switch (fault.kind) {
    case 'too-large':
      return `it is ${(fault.bytes / 1024 / 1024).toFixed(1)} MB, over the limit of ${MAX_PICTURE_BYTES / 1024 / 1024} MB`;
    case 'too-many-pixels':
      return `it declares ${formatPixels(fault.width)} × ${formatPixels(fault.height)} pixels, over the limit of ${MAX_PICTURE_PIXELS / 1_000_000} million (decoding it would take gigabytes)`;
    case 'wrong-kind':
      return fault.found
        ? `its name says ${PICTURE_TYPES[fault.expected]} but its content is a ${PICTURE_TYPES[fault.found]}`
        : `its name says ${PICTURE_TYPES[fault.expected]} but its content is not a picture`;
    case 'damaged':
      return `it is a damaged ${PICTURE_TYPES[fault.type]}: ${fault.why}`;
  }
}

/** A slip that causes a problem, and what it looks like put right. */
export interface ProblemExample {
  wrong: string;
  right?: string;
  /** What is wrong in `wrong`, when it is not obvious. */
  note?: string;
}

export interface ProblemDefinition<P> {
  title: string;
  severity: 'error' | 'warning';
  /**
   * Its severity while a person is still writing with the dev server, when it differs from the check's: the
   * site is still made then. The editor says the check's severity, and still makes the site for its preview.
   */
  severityWhileEditing?: 'warning';
  /** What to do, in general: docs/errors.md shows it, and a problem says it when `fix` has nothing better. */
  advice: string;
  /** What the problem means, for docs/errors.md. */
  means: string;
  examples?: ProblemExample[];
  message: (params: P) => string;
  /**
   * The same message said for the editor's screens, where `message` speaks of the YAML: of lines, of
   * `routes[3]`, of keys to write. The editor shows `message` when there is none; never a line number.
   */
  messageInEditor?: (params: P) => string;
  /** What to do about this one, from what was found; undefined to give the general advice. */
  fix?: (params: P) => string | undefined;
  /**
   * The same fix said as a person does it in the editor's forms ("Choose a picture for …"), where `fix`
   * speaks of the YAML; the editor shows `fix` when there is none.
   */
  fixInEditor?: (params: P) => string;
  /**
   * The field the problem is about when it is not written (a missing field, an entry's missing picture):
   * the check places the problem beside it, and the editor leads to that field.
   */
  absentField?: (params: P) => string;
}

function defineProblem<P>(definition: ProblemDefinition<P>): ProblemDefinition<P> {
  return definition;
}

/** "change it to "X", or <the general advice>": the one way a fix offers the near name a message suggested. */
function suggestInstead(suggestion: string | undefined, advice: string): string | undefined {
  return suggestion === undefined
    ? undefined
    : `change it to "${suggestion}", or ${advice.replace(/^./, (c) => c.toLowerCase())}`;
}

/** The usual slips behind the YAML parsers' terse messages, said the way an editor would fix them. */
const YAML_SLIPS = {
  'unclosed-double-quote': {
    message: 'a text opened with " is not closed',
    fix: 'Add the closing " at the end of the text.',
  },
  'unclosed-single-quote': {
    message: "a text opened with ' is not closed",
    fix: "Add the closing ' at the end of the text.",
  },
  'missing-character': {
    message: 'a character is missing here',
    fix: 'Add the missing character: a closing quote, bracket, or the colon after a key.',
  },
  'unclosed-bracket': {
    message: 'a { or [ opened on this line or above is not closed',
    fix: 'Close it with } or ] on the same line, or write the fields one per line instead.',
  },
  'misaligned-entry': {
    message: 'this line does not line up with the other entries at its level',
    fix: 'Start it in the same column as the entries beside it, with spaces only.',
  },
  'colon-in-text': {
    message: 'this text holds ": ", which YAML reads as the start of another field',
    fix: 'Put the text in quotes, e.g. title: "Cloud: the basics".',
  },
  'key-without-colon': {
    message: 'a key here has no ": " after it',
    fix: 'Write the key, a colon and a space, then the value, on one line, e.g. title: Welcome.',
  },
  'tab-indent': {
    message: 'this line is indented with a tab, and YAML allows only spaces',
    fix: 'Replace the tabs at the start of this line with spaces, lined up with the lines around it.',
  },
  'indented-at-top': {
    message: 'this line is indented, but it is at the top level of the file',
    fix: 'Move the line under the key it belongs to, or remove its leading spaces (a comment line needs a # at its start).',
  },
} as const;

export type YamlSlip = keyof typeof YAML_SLIPS;

export type YamlSyntaxParams =
  | { slip: YamlSlip }
  | { slip: 'control-character'; codePoint: string }
  /** Indented further or less than its neighbours; where it belongs. */
  | ({ slip: 'indented-further'; than: 'around' | 'after' } & LineUp)
  | ({ slip: 'indented-less' } & LineUp)
  /** A tab in the line's indent; where the line belongs, when its neighbours tell. */
  | ({ slip: 'tab-indent' } & LineUp)
  /**
   * A list item lined up with the fields of a group (a block beside a page's path and title), lines
   * `from`–`to`: it belongs in the group's list `list:`, whose key is on line `listLine` (0 when the
   * group has none yet, to be written above it in `column`).
   */
  | { slip: 'item-among-fields'; list: string; listLine: number; column: number; from: number; to: number }
  /** The parser's own words, when they name no slip a person knows. */
  | { slip: 'parser'; said: string };

/**
 * Where a misindented line belongs: its first character (an item's dash) in `column` (from 0), lined up
 * with line `line` (from 1): the line above, the line below, an item of the same list, or two spaces in
 * from the key that opens the group it starts.
 */
export type LineUp =
  | { side: 'above' | 'below' | 'under'; column: number; line: number }
  /** An item lined up with the item on `line` of the list `list:`; its lines `from`–`to` move by `shift` spaces. */
  | { side: 'item'; column: number; line: number; list?: string; from: number; to: number; shift: number };

/**
 * How a fix of the YAML says where: by line and column for the CLI's report (a text editor shows both), and by
 * what is around the spot for the editor's YAML view, which shows neither and leads to the spot itself.
 */
type Spot = 'lines' | 'around';

/** Lines `from`–`to`, the first of them the one the problem is at: "lines 4–6", or "this line and the 2 below it". */
const phraseLines = (from: number, to: number, spot: Spot = 'lines') =>
  spot === 'around'
    ? `this line${from === to ? '' : ` and the ${plural(to - from, 'line')} below it`}`
    : from === to
      ? `line ${from}`
      : `lines ${from}–${to}`;

/** Which line it lines up with: "like the line above (line 4)". */
function phraseLineUpWith(lineUp: LineUp, spot: Spot = 'lines'): string {
  const line = spot === 'lines' ? ` (line ${lineUp.line})` : '';
  switch (lineUp.side) {
    case 'above':
      return `like the line above${line}`;
    case 'below':
      return `so that its key lines up with the line below${line}`;
    case 'under':
      return spot === 'lines'
        ? `two spaces in from the key on line ${lineUp.line}`
        : 'two spaces in from the key above it';
    case 'item':
      return `like ${spot === 'lines' ? `the item on line ${lineUp.line}` : 'the other items'}${lineUp.list ? ` of the ${lineUp.list}: list` : ''}`;
  }
}

const phraseLineUp = (lineUp: LineUp, spot: Spot) =>
  `${lineUp.side === 'item' ? 'its dash' : 'it'}${spot === 'lines' ? ` in column ${lineUp.column + 1},` : ''} ${phraseLineUpWith(lineUp, spot)}`;

/** What to do at the start of the misindented line (and, for an item, of the lines that belong to it). */
function phraseShift(lineUp: LineUp, spot: Spot): string {
  if (lineUp.side === 'below') return 'take away spaces at its start';
  if (lineUp.side !== 'item') return 'take away or add spaces at its start';
  const count = plural(Math.abs(lineUp.shift), 'space');
  return `${lineUp.shift > 0 ? `add ${count}` : `take away ${count}`} at the start of ${phraseLines(lineUp.from, lineUp.to, spot)}`;
}

function describeYamlSlip(params: YamlSyntaxParams): string {
  switch (params.slip) {
    case 'control-character':
      return `invisible control character U+${params.codePoint} is not allowed in YAML`;
    case 'indented-further':
      return `this line is indented further than the lines ${params.than} it`;
    case 'indented-less':
      return 'this line is indented less than the lines around it';
    case 'item-among-fields':
      return `this list item is lined up with the fields around it, where no list can start: it belongs under ${params.list}:`;
    case 'parser':
      return params.said;
    default:
      return YAML_SLIPS[params.slip].message;
  }
}

function fixYamlSlip(params: YamlSyntaxParams, spot: Spot = 'lines'): string | undefined {
  switch (params.slip) {
    case 'control-character':
      return 'Delete the invisible character at this spot; if your editor does not show it, retype the line.';
    case 'indented-further':
    case 'indented-less':
      return `Start ${phraseLineUp(params, spot)}: ${phraseShift(params, spot)}.`;
    case 'tab-indent':
      return 'side' in params
        ? `Replace the tabs and spaces at the start of this line with ${plural(params.column, 'space')}, so that ${params.side === 'item' ? 'its dash' : 'it'} starts${spot === 'lines' ? ` in column ${params.column + 1},` : ''} ${phraseLineUpWith(params, spot)}.`
        : YAML_SLIPS['tab-indent'].fix;
    case 'item-among-fields':
      return params.listLine === 0
        ? `Write ${params.list}: on a line of its own above this one${spot === 'lines' ? `, starting in column ${params.column + 1}` : ', lined up with the fields around it'}, and add 2 spaces at the start of ${phraseLines(params.from, params.to, spot)}${spot === 'lines' ? `, so that the dash starts in column ${params.column + 3}` : ''}.`
        : `Move ${phraseLines(params.from, params.to, spot)} to just below ${params.list}:${spot === 'lines' ? ` (line ${params.listLine})` : ''}, or between two of its items, and add 2 spaces at the start of each${spot === 'lines' ? `, so that the dash starts in column ${params.column + 3}` : ''}.`;
    case 'parser':
      return undefined;
    default:
      return YAML_SLIPS[params.slip].fix;
  }
}

export type UnknownFieldParams =
  | { field: string; known: string[]; suggestion?: string }
  /**
   * A block's fields (`type` and `fields`) written among a page's path and title instead of under its
   * blocks: (on `blocksLine`, its first block on `firstBlockLine`; 0 when the page has none). `column`
   * (from 0): where the block's dash belongs.
   */
  | { field: 'type'; fields: string[]; blocksLine: number; firstBlockLine: number; column: number }
  /** A key at the top of a page file, which holds only routes: and collections:. */
  | { field: string; inPageFile: true; suggestion?: string };

function describeUnknownField(params: UnknownFieldParams): string {
  if (params.field === '<<') return 'YAML merge keys (<<: *name) are not supported';
  if ('blocksLine' in params)
    return `a block (${['type', ...params.fields].join(', ')}) written among the page's fields: it belongs under blocks:`;
  return 'inPageFile' in params
    ? `a page file has no "${params.field}"${phraseSuggestion(params.suggestion)}`
    : `unknown field "${params.field}"${phraseSuggestion(params.suggestion)}`;
}

function fixUnknownField(params: UnknownFieldParams): string {
  if (params.field === '<<')
    return 'use the alias itself as the value instead of merging it: write "- *name" for a list item (or "field: *name"), with the name given after & where the fields are written; to change some of its fields, write them all out here.';
  if ('blocksLine' in params) {
    const item = `make it a list item: "- " before type:, its dash in column ${params.column + 1}${params.firstBlockLine ? ` like the block on line ${params.firstBlockLine}` : ''}, and its other fields lined up under type`;
    return params.blocksLine
      ? `move its lines to just below blocks: (line ${params.blocksLine}), or between two blocks, and ${item}.`
      : `write blocks: on a line above it, lined up with path:, and ${item}.`;
  }
  if ('inPageFile' in params)
    return `A page file holds only routes: and collections:; ${['settings', 'navigation', 'include'].includes(params.field) ? `${params.field}: belongs in the site's manifest (site.yaml).` : 'remove this part or correct its name.'}`;
  return params.suggestion
    ? `rename it to "${params.suggestion}", or remove it.`
    : `remove it; the fields allowed here are: ${params.known.join(', ')}.`;
}

export type WrongTypeParams =
  /** `expected`: JSON Schema's kinds (string, array…); `about`: the field's description. */
  | { expected: string[]; value: unknown; about?: string }
  /** A text was meant, and YAML read a number or true/false: the fix is quotes. */
  | { quoted: string; value: number | boolean; about?: string }
  /** A part of a page file that has the wrong shape. */
  | { pageFile: 'not-a-group' | 'routes-not-a-list' | 'collections-not-a-group' }
  | { pageFile: 'entries-not-a-list'; collection: string };

const PAGE_FILE_SHAPES = {
  'not-a-group': 'a page file holds routes: and/or collections:, but this file holds something else',
  'routes-not-a-list': 'routes: must be a list of pages, each starting with "- path:"',
  'collections-not-a-group': 'collections: must name each collection, with its list of entries under it',
};

const withAbout = (about: string | undefined) => (about ? ` (${about.replace(/\.$/, '')})` : '');

function describeWrongType(params: WrongTypeParams): string {
  if ('pageFile' in params)
    return params.pageFile === 'entries-not-a-list'
      ? `collections › ${params.collection} must be a list of entries, each starting with "- id:"`
      : PAGE_FILE_SHAPES[params.pageFile];
  if ('quoted' in params)
    return `expected a text, found ${describeKind(params.value)} ${quote(params.value)} — put it in quotes: ${params.quoted}`;
  return `expected ${nameKinds(params.expected)}, found ${describeKind(params.value)} ${quote(params.value)}`;
}

function fixWrongType(params: WrongTypeParams): string | undefined {
  if ('pageFile' in params)
    return params.pageFile === 'not-a-group'
      ? 'Start the file with routes: (a list of pages) or collections: (lists of entries), as in the README.'
      : undefined;
  if ('quoted' in params)
    return `write ${params.quoted}: without quotes YAML reads ${String(params.value)} as ${describeKind(params.value)}, not as a text${withAbout(params.about)}.`;
  return `write ${nameKinds(params.expected)} here${withAbout(params.about)}.`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function describeInvalidValue(params: InvalidValueParams): string {
  switch (params.rule) {
    case 'enum':
      return `${quote(params.value)} is not one of the allowed values${phraseSuggestion(params.suggestion)}`;
    case 'path-without-slash':
      return `the page address ${quote(params.value)} does not start with /${phraseSuggestion(`/${params.value}`)}`;
    case 'address-without-scheme':
      return `the web address ${quote(params.value)} has no https:// in front${phraseSuggestion(`https://${params.value}`)}`;
    case 'pattern':
    case 'format':
      return `${quote(params.value)} is not in the expected form`;
    case 'empty':
      return 'must not be empty';
    case 'too-short':
      return `is too short (${params.length} characters, at least ${params.min} needed)`;
    case 'too-long':
      return `is too long (${params.length} characters, at most ${params.max} allowed)`;
    case 'too-few-items':
      return `needs at least ${plural(params.min, 'item')}`;
    case 'too-many-items':
      return `has ${params.count} items, at most ${params.max} allowed`;
    case 'minimum':
    case 'maximum':
      return `${quote(params.value)} is ${params.rule === 'minimum' ? 'below the minimum' : 'above the maximum'} of ${params.limit}`;
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${quote(params.value)} is not ${params.rule === 'exclusiveMinimum' ? 'more' : 'less'} than ${params.limit}`;
    case 'const':
      return `${quote(params.value)} is written here, but only ${quote(params.expected)} fits`;
    case 'entry-id':
      return `expected the id of a ${params.collection} entry, found ${describeKind(params.value)} ${quote(params.value)}`;
    case 'entry-selection':
      return `expected a list of ${params.collection} ids, "all", or a filter { where: { field: value }, limit: 3 }, found ${describeKind(params.value)} ${quote(params.value)}`;
    case 'markdown':
      return params.detail ?? 'is not valid Markdown here';
    case 'duplicate-items':
      return 'has the same item twice';
    case 'too-few-fields':
      return `needs at least ${plural(params.min, 'field')}`;
    case 'not-allowed':
      return `${quote(params.value)} is not allowed here`;
  }
}

function fixInvalidValue(params: InvalidValueParams): string | undefined {
  switch (params.rule) {
    case 'enum':
      return `use one of: ${params.allowed.join(', ')}.`;
    case 'address-without-scheme':
      return `change it to "https://${params.value}" (an address of another site starts with https://).`;
    case 'path-without-slash':
    case 'pattern':
      return params.description || "write the value in the form the field's description gives.";
    case 'format':
      return params.description || 'write a full web address, e.g. https://example.com.';
    case 'empty':
      return 'write some text here.';
    case 'too-short':
      return 'write a longer text.';
    case 'too-long':
      return 'shorten the text.';
    case 'too-few-items':
      return 'add items to the list.';
    case 'too-many-items':
      return 'remove items from the list.';
    case 'minimum':
    case 'maximum':
      return `use a number ${params.rule === 'minimum' ? 'of at least' : 'of at most'} ${params.limit}.`;
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `use a number ${params.rule === 'exclusiveMinimum' ? 'above' : 'below'} ${params.limit}.`;
    case 'const':
      return `write ${quote(params.expected)}.`;
    case 'entry-id':
      return 'write the id of one entry, e.g. cognatrix.';
    case 'entry-selection':
      return 'write a list of ids like [cognatrix, rotana], the word all, or { where: { category: AI }, limit: 3 }.';
    case 'markdown':
      return 'link with [text](/a-page), [text](https://…), mailto: or tel:, and start headings at ##; the text cannot hold HTML or scripts.';
    case 'duplicate-items':
      return 'remove one of the two.';
    case 'too-few-fields':
      return 'add the fields this place needs.';
    case 'not-allowed':
      return params.description || undefined;
  }
}

/**
 * How many problems of one kind a report lists; the rest are counted (more-errors, more-warnings). Enough
 * for every link to a renamed or deleted route of a real site (the shipped one has 52 to /contact), few
 * enough that a slip copied down thousands of pages does not bury the other kinds.
 */
export const REPORTED_PER_KIND = 200;

/** The problems of one kind left out of a report: their name and title, and how many. */
export interface MoreParams {
  code: string;
  title: string;
  count: number;
}

function describeMore({ code, title, count }: MoreParams): string {
  return `${count.toLocaleString('en-US')} more "${code}" (${title}) not listed, the first of them here`;
}

export const problemCatalogue = {
  'unreadable-manifest': defineProblem<{ file: string }>({
    title: 'Manifest not readable',
    severity: 'error',
    advice: 'Check the path of the manifest file.',
    means: 'The check could not open the manifest file: it does not exist at that path, or it cannot be read.',
    message: ({ file }) => `cannot read ${file}`,
  }),
  'yaml-syntax': defineProblem<YamlSyntaxParams>({
    title: 'YAML syntax error',
    severity: 'error',
    advice:
      'Correct the YAML at this spot: line it up with the lines around it (spaces, not tabs), put a colon and a space after each key, close every quote and bracket, and quote a text that holds ": ".',
    means:
      'The file is not valid YAML, so nothing in it could be read. Only the first syntax problem is reported, at the line that is wrong: problems further down are often caused by this one, so fix it and run the check again. The usual causes are below.',
    examples: [
      {
        note: 'A text containing ": " (colon and space) without quotes: YAML reads the colon as the start of a new field.',
        wrong: 'title: Cloud: the basics',
        right: 'title: "Cloud: the basics"',
      },
      {
        note: 'A line indented further (or less) than the lines around it. Fields of the same block line up exactly, with spaces.',
        wrong: '- type: page-hero\n  title: Edge Computing\n   description: Run workloads next to your users.',
        right: '- type: page-hero\n  title: Edge Computing\n  description: Run workloads next to your users.',
      },
      {
        note: 'A tab used for indentation. YAML allows spaces only; most editors can be set to insert spaces for the Tab key. The fix says how many spaces to put instead, read from the lines around it (a tab shows as 2, 4 or 8 columns depending on the editor).',
        wrong: '- type: page-hero\n\ttitle: Edge Computing',
        right: '- type: page-hero\n  title: Edge Computing',
      },
      {
        note: "A list item lined up with the fields around it, such as a block beside a page's path: and title:. It belongs in the list under blocks:; the fix names the lines to move and where.",
        wrong: '- path: /edge\n  title: Edge\n  - type: rich-text\n    text: We reply within a day.',
        right: '- path: /edge\n  title: Edge\n  blocks:\n    - type: rich-text\n      text: We reply within a day.',
      },
      {
        note: 'A quote, [ or { that is opened and never closed.',
        wrong: 'buttons:\n  - { label: Contact Us, href: /contact',
        right: 'buttons:\n  - { label: Contact Us, href: /contact }',
      },
    ],
    message: describeYamlSlip,
    fix: (params) => fixYamlSlip(params),
    // The YAML view leads to the spot (Show me), so its words need no line and column: only what is around it.
    messageInEditor: (params) =>
      params.slip === 'parser' ? 'the text here cannot be read as YAML' : describeYamlSlip(params),
    fixInEditor: (params) =>
      fixYamlSlip(params, 'around') ??
      'Line it up with the lines around it (spaces, not tabs), put a colon and a space after each key, close every quote and bracket, and quote a text that holds ": ".',
  }),
  'empty-manifest': defineProblem<Record<string, never>>({
    title: 'Empty manifest',
    severity: 'error',
    advice:
      'Start from the smallest manifest the message shows (settings, navigation and one route), then add your pages under routes:.',
    means: 'The manifest file is empty (or holds only comments), so there is no site to build.',
    message: () => 'the file is empty',
    fix: () => 'Start from the smallest site that passes the check, below, and add your pages under routes:.',
  }),
  'yaml-alias-limit': defineProblem<{ limit: number }>({
    title: 'Aliases copy in too much',
    severity: 'error',
    advice: 'Write the values out where they are needed, or use fewer aliases (*name) of aliases.',
    means:
      'YAML aliases (`*name`, copying in what `&name` marks) expand to more than 1,000,000 values. No page needs that; it usually means aliases copying in other aliases many times over.',
    message: ({ limit }) =>
      `aliases here copy in more than ${limit.toLocaleString('en-US')} values (an alias of an alias multiplies them)`,
  }),
  'yaml-too-many-aliases': defineProblem<{ limit: number }>({
    title: 'Too many aliases',
    severity: 'error',
    advice: 'Write the values out where they are needed, or share fewer of them through aliases (*name).',
    means:
      'The file holds more than 10,000 YAML aliases (`*name`, each copying in what `&name` marks). No site needs that many; past it the check refuses the file rather than spend minutes locating problems through them. The message is at the first alias past the limit.',
    examples: [
      {
        note: 'One anchor, and an alias wherever the same button is wanted: a few are fine, not ten thousand.',
        wrong: 'cta: &cta { label: Contact Us, href: /contact }\nbuttons:\n  - *cta\n  - *cta\n  # … 10,000 more',
      },
    ],
    message: ({ limit }) =>
      `this file holds more than ${limit.toLocaleString('en-US')} aliases (*name); this is the first past the limit`,
  }),
  'yaml-too-deep': defineProblem<{ limit: number }>({
    title: 'Nested too deep',
    severity: 'error',
    advice: 'Check the indentation and the brackets here: no page needs values nested this deep.',
    means:
      'Values are nested more than 100 levels deep, usually because of indentation that keeps growing or brackets that are never closed.',
    message: ({ limit }) => `values are nested more than ${limit} levels deep here`,
  }),
  'include-no-match': defineProblem<{ pattern: string }>({
    title: 'Include pattern that matches no file',
    severity: 'error',
    advice:
      'Correct the pattern (a path from the folder of site.yaml, e.g. pages/**/*.yaml), create the file, or remove the line.',
    means:
      'An entry of `include:` in site.yaml names page files that do not exist: no file matches the pattern, so the pages meant to be in it are missing. Patterns are paths from the folder of site.yaml; `*` stands for any name, `**` for any number of folders.',
    examples: [
      {
        wrong: 'include:\n  - page/*.yaml',
        right: 'include:\n  - pages/*.yaml',
        note: 'The folder is called pages, not page.',
      },
    ],
    message: ({ pattern }) => `no file matches "${pattern}"`,
  }),
  'placeholder-text': defineProblem<{ text: string; inEntry: boolean }>({
    title: 'Placeholder text left from a template',
    severity: 'error',
    // A page just made from a template, or an entry just added in the editor, is full of them while the person writes it.
    severityWhileEditing: 'warning',
    advice: 'Replace it with the page’s own text.',
    means:
      'A page made from a template (`npm run new-page`, or New page in the editor) starts with texts that say what to write, such as "Say in two or three sentences what this solution does and for whom."; an entry added in the editor starts with texts such as "Replace this with the entry\'s summary.". One is still there, word for word, so visitors would read it. The check, the build and the editor refuse it (the editor still shows the page in its preview while you write); the dev server lists it as a warning.',
    examples: [
      {
        wrong: 'description: Say in two or three sentences what this solution does and for whom.',
        right: 'description: We find the encryption quantum computers will break and replace it in time.',
      },
    ],
    message: ({ text, inEntry }) =>
      `"${text.trim().split('\n')[0].slice(0, 80)}" is ${inEntry ? 'the new entry’s placeholder' : 'the template’s placeholder'}, not the ${inEntry ? 'entry' : 'page'}’s text`,
    fix: ({ inEntry }) => `Replace it with the ${inEntry ? 'entry' : 'page'}’s own text, as the placeholder says.`,
  }),
  'empty-page-file': defineProblem<Record<string, never>>({
    title: 'Empty page file',
    severity: 'warning',
    advice: 'Add routes: or collections: to it (see docs/editing-yaml.md, Page files), or delete the file.',
    means:
      'A page file that site.yaml includes holds nothing: no `routes:` and no `collections:`. It is a warning, since nothing is lost; add pages to it or delete it.',
    message: () => 'the page file is empty',
  }),
  'duplicate-key': defineProblem<{ key: string; firstLine: number; secondLine: number } | { said: string }>({
    title: 'Key written twice',
    severity: 'error',
    advice: 'Keep one of the two lines the message names and delete the other: a group of fields holds each key once.',
    means: 'The same field is written twice in one block, route or group: YAML cannot tell which of the two is meant.',
    examples: [
      {
        wrong: '- type: page-hero\n  title: Edge Computing\n  title: Edge',
        right: '- type: page-hero\n  title: Edge Computing',
      },
    ],
    message: (p) =>
      'said' in p
        ? p.said
        : `the key "${p.key}" is written twice here: on line ${p.firstLine} and on line ${p.secondLine}`,
    messageInEditor: (p) =>
      'said' in p ? 'a field is written twice here' : `the field "${p.key}" is written twice here`,
    fixInEditor: () => 'Open the YAML view and delete one of the two.',
    fix: (p) =>
      'said' in p
        ? undefined
        : `Keep one of the two "${p.key}:" lines and delete the other (a group of fields holds each key once).`,
  }),
  'unknown-block-type': defineProblem<{ value: unknown; allowed: string[]; suggestion?: string }>({
    title: 'Unknown block type',
    severity: 'error',
    advice: 'Use the name of a folder under blocks/ (the message suggests the nearest one).',
    means:
      "A block's `type:` is not one of the block types. The types are listed in [blocks.md](blocks.md); each is a folder under `blocks/`.",
    examples: [{ wrong: '- type: capabilty-list', right: '- type: capability-list' }],
    message: ({ value, suggestion }) => `unknown block type ${quote(value)}${phraseSuggestion(suggestion)}`,
    fix: ({ allowed }) => `use one of the block types: ${allowed.join(', ')} (each is a folder under blocks/).`,
    fixInEditor: ({ suggestion }) =>
      `Open the YAML view and change the block's type${suggestion ? ` to "${suggestion}"` : ''}, or delete the block and add it again from "Add a block".`,
  }),
  'unknown-field': defineProblem<UnknownFieldParams>({
    title: 'Unknown field',
    severity: 'error',
    advice:
      "Correct its name (the message suggests the nearest field this place has); a block written among a page's fields moves under `blocks:`; a field that belongs nowhere can go.",
    means:
      'A field that this block (or group) does not have: usually a misspelt name. [blocks.md](blocks.md) lists every field of every block.',
    examples: [
      { wrong: '- type: page-hero\n  titel: Edge Computing', right: '- type: page-hero\n  title: Edge Computing' },
      {
        note: "A block's fields written beside the page's path: and title: instead of under its blocks:. The check names the block once, at its type:, and says where it goes: move it under blocks: as a list item, never remove it.",
        wrong: '- path: /edge\n  title: Edge\n  type: rich-text\n  text: We reply within a day.',
        right: '- path: /edge\n  title: Edge\n  blocks:\n    - type: rich-text\n      text: We reply within a day.',
      },
    ],
    message: describeUnknownField,
    fix: fixUnknownField,
    messageInEditor: (params) =>
      'blocksLine' in params
        ? "a block is written among the page's own fields, where the form cannot show it"
        : describeUnknownField(params),
    fixInEditor: (params) =>
      'blocksLine' in params
        ? `Open the YAML view and move the block's lines under blocks: of this page, as an item of that list: "- " before type:, lined up with the other blocks.`
        : `Open the YAML view and ${params.field === '<<' ? 'write the values out instead of merging them' : 'suggestion' in params && params.suggestion ? `rename "${params.field}" to "${params.suggestion}", or remove it` : `remove "${params.field}"`}: the form has no field of that name.`,
  }),
  'missing-field': defineProblem<{ field: string; about?: string; hasExample: boolean }>({
    title: 'Missing required field',
    severity: 'error',
    advice: 'Add the field the message names; in a block, copy it from the example the message shows.',
    means:
      'A field the block (or group) needs is not there. [blocks.md](blocks.md) marks the required fields and shows an example of each block with all of them.',
    examples: [
      {
        wrong: '- type: next-link\n  href: /solutions/cloud-solutions',
        right: '- type: next-link\n  label: Cloud Solutions\n  href: /solutions/cloud-solutions',
      },
    ],
    message: ({ field }) => `missing required field "${field}"`,
    messageInEditor: ({ field }) => `"${labelField(field)}" is required and is empty`,
    fixInEditor: ({ field }) => `Fill in "${labelField(field)}".`,
    absentField: ({ field }) => field,
    fix: ({ field, about, hasExample }) =>
      `add "${field}: ..." here${about ? ` (${about.replace(/\.$/, '')})` : ''}${hasExample ? ', as in this example' : ''}.`,
  }),
  'wrong-type': defineProblem<WrongTypeParams>({
    title: 'Wrong kind of value',
    severity: 'error',
    advice:
      'Write the kind of value the message asks for: a text, a number, a list (lines starting with "- ") or a group of fields. A number or true/false where a text belongs goes in quotes, e.g. title: "2026".',
    means:
      'The field holds the wrong kind of value: a text where a list is expected, a number where a text is expected, and so on. The kind each field takes is in [blocks.md](blocks.md). A text that looks like a number or a date (`2026`, `1.5`, `yes`) must be in quotes to be read as text.',
    examples: [
      {
        note: 'buttons is a list: each button starts with "- ".',
        wrong: 'buttons: Contact Us',
        right: 'buttons:\n  - { label: Contact Us, href: /contact }',
      },
      { note: 'A title that YAML would read as a number.', wrong: 'title: 2026', right: 'title: "2026"' },
    ],
    message: describeWrongType,
    fix: fixWrongType,
    messageInEditor: (params) =>
      'pageFile' in params
        ? describeWrongType(params)
        : `this field holds ${describeKind(params.value, true)}, where ${'quoted' in params ? 'a text' : nameKinds(params.expected, true)} belongs`,
    fixInEditor: (params) =>
      'pageFile' in params
        ? (fixWrongType(params) ?? 'Correct the file in the YAML view.')
        : `Write ${'quoted' in params ? 'a text' : nameKinds(params.expected, true)} in this field${withAbout(params.about)}.`,
  }),
  'invalid-value': defineProblem<InvalidValueParams>({
    title: 'Value not allowed',
    severity: 'error',
    advice: 'Change the value so it fits the rule.',
    means:
      'The value has the right kind but breaks a rule of its field: a name that is not in the allowed list (an icon, a variant), a text that is too long, a list with too many items, a path that does not start with /, a link that is not a page, #anchor, https://, mailto: or tel: address.',
    examples: [
      { note: 'Icon names are listed in blocks.md under "icon name".', wrong: 'icon: cloudy', right: 'icon: cloud' },
      { note: "A route's path starts with /.", wrong: 'path: careers', right: 'path: /careers' },
    ],
    message: describeInvalidValue,
    fix: fixInvalidValue,
    messageInEditor: (params) =>
      params.rule === 'entry-id'
        ? `this field names an entry of ${labelField(params.collection)}, and holds ${describeKind(params.value, true)}`
        : params.rule === 'entry-selection'
          ? `this field names entries of ${labelField(params.collection)}, and holds ${describeKind(params.value, true)}`
          : describeInvalidValue(params),
    fixInEditor: (params) =>
      params.rule === 'entry-id'
        ? `Choose an entry of ${labelField(params.collection)} in this field.`
        : params.rule === 'entry-selection'
          ? `Choose all the entries of ${labelField(params.collection)}, or the ones to show.`
          : (fixInvalidValue(params) ?? 'Change the value so it fits the rule.').replace(/^./, (c) => c.toUpperCase()),
  }),
  'missing-home': defineProblem<Record<string, never>>({
    title: 'No home page',
    severity: 'error',
    advice:
      'Add a route with path: / (the page visitors land on), or change the path of the page meant to be home to /.',
    means: 'No route has the path `/`, so the site has no home page.',
    message: () => 'no route has the path "/" (the home page)',
  }),
  'duplicate-route': defineProblem<{
    path: string;
    firstAt: string;
    firstRoute: string;
    /** A path no route has yet, to offer in the fix. */
    freePath: string;
    /** When the second route is a page made from a collection's entry: that entry. */
    madeFrom?: { collection: string; id: string };
  }>({
    title: 'Route declared twice',
    severity: 'error',
    advice: 'Give each route its own path, or merge the two.',
    means:
      'Two routes have the same `path`, so one of the two pages could never be reached. When one of them is a page made from a collection, change the written route, never the template every entry shares.',
    message: ({ path, firstAt, firstRoute }) => `route "${path}" is already declared at ${firstAt} (${firstRoute})`,
    messageInEditor: ({ path, madeFrom }) =>
      madeFrom
        ? `the page of ${labelField(madeFrom.collection)} › ${madeFrom.id} has the address "${path}", and another page has it too`
        : `another page already has the address "${path}"`,
    fixInEditor: ({ freePath, madeFrom }) =>
      madeFrom
        ? `Give the other page with this address an address of its own, e.g. "${freePath}", or delete it if this page replaces it.`
        : `Change "Path" to an address no other page has, e.g. "${freePath}", or delete one of the two pages.`,
    // A made page's path comes from the template all its entries share: rewriting it there would move every
    // entry's page, so the fix names the written route instead.
    fix: ({ firstAt, freePath, madeFrom }) =>
      madeFrom
        ? `the page of ${madeFrom.collection} › ${madeFrom.id} has this path: change the path at ${firstAt} to one no other route has, e.g. "${freePath}", or delete that route if this page replaces it (leave the template on this line as it is).`
        : `change the path on this line to one no other route has, e.g. "${freePath}", or merge the two routes into one.`,
  }),
  'duplicate-block-id': defineProblem<{ id: string; firstIndex: number; firstLine: number }>({
    title: 'Block id used twice on one page',
    severity: 'error',
    advice: 'Give each block on a page its own id.',
    means: 'Two blocks on one page have the same `id`: a link to `/page#id` could not say which one it means.',
    message: ({ id, firstIndex, firstLine }) =>
      `block id "${id}" is already used by blocks[${firstIndex}] at line ${firstLine}`,
    messageInEditor: ({ id, firstIndex }) => `block ${firstIndex + 1} of this page has the id "${id}" already`,
    fixInEditor: () => 'Change "Id" to one no other block of this page has, or clear it.',
  }),
  'broken-link': defineProblem<{
    value: string;
    suggestion?: string;
    /** On a page made from a collection, a link whose path the entry's field gives (`/case-study/{next}`). */
    entry?: { collection: string; id: string; field: string };
  }>({
    title: 'Link to a page that does not exist',
    severity: 'error',
    advice: 'Point the link at an existing route, or add the route to site.yaml.',
    means:
      'A link starting with / points at a path no route has. Every internal link must match the `path` of a route (a page made from a collection counts).',
    examples: [{ wrong: 'href: /contakt', right: 'href: /contact' }],
    message: ({ value, suggestion, entry }) =>
      entry
        ? `the ${entry.collection} entry "${entry.id}" makes its page link to "${value}" through its field "${entry.field}", and that is not a route`
        : `link to "${value}", which is not a route${phraseSuggestion(suggestion)}`,
    fix: ({ suggestion, entry }) =>
      entry
        ? `correct "${entry.field}" here, in the entry "${entry.id}", so that the link it makes is a route; leave the link in the route template as it is: every page made from ${entry.collection} shares it.`
        : suggestInstead(suggestion, 'Point the link at an existing route, or add the route to site.yaml.'),
    messageInEditor: ({ value, suggestion, entry }) =>
      entry
        ? `the page made from the ${labelField(entry.collection)} entry "${entry.id}" links to "${value}" through its field "${labelField(entry.field)}", and no page has that address`
        : `this links to "${value}", and no page has that address${phraseSuggestion(suggestion)}`,
    fixInEditor: ({ suggestion, entry }) =>
      entry
        ? `Change "${labelField(entry.field)}" in the entry "${entry.id}" so that it names an existing page.`
        : `Choose an existing page for this link${suggestion ? ` ("${suggestion}"?)` : ''}, or make the page with New page.`,
  }),
  'broken-anchor': defineProblem<{ value: string; suggestion?: string; anchors: string[] }>({
    title: 'Link to a #section that does not exist',
    severity: 'error',
    advice: 'Give a block on the target page that id, or link to an existing one.',
    means:
      'A link to `/page#id` (or `#id`) names a section the target page does not have: no block on it has that `id`.',
    examples: [
      {
        wrong: 'href: /contact#from',
        right: 'href: /contact#form',
        note: 'The contact page has a block with id: form.',
      },
    ],
    message: ({ value, suggestion }) =>
      `link to "${value}": the target page has no block with that id${phraseSuggestion(suggestion)}`,
    fix: ({ suggestion, anchors }) => {
      const listed =
        anchors.length === 0
          ? 'The target page has no block with an id: give the block to link to one (id: its-name).'
          : `The target page's sections: ${anchors.map((anchor) => `#${anchor}`).join(', ')}.`;
      return `${suggestInstead(suggestion, 'link to one of its sections, or give a block on that page the id.') ?? 'Link to one of its sections, or give a block on that page the id.'} ${listed}`;
    },
    fixInEditor: ({ anchors }) =>
      anchors.length === 0
        ? 'The target page has no section to link to: give one of its blocks an "Id", or link to the page itself.'
        : `Link to one of the target page's sections: ${anchors.map((anchor) => `#${anchor}`).join(', ')}; or give one of its blocks that "Id".`,
  }),
  'missing-asset': defineProblem<{ value: string; malformed: boolean; suggestion?: string }>({
    title: 'File not found under public/',
    severity: 'error',
    advice: 'Add the file under public/ or correct the path.',
    means:
      'A file path (a logo, a picture, a sharing image) names a file that is not under `public/`. The path is written from the site root: `/images/brand.svg` is the file `public/images/brand.svg`.',
    examples: [
      {
        wrong: 'image: { src: /images/hero.png, alt: Our team, width: 640, height: 480 }',
        note: 'public/images/hero.png does not exist: add it there, or correct the name.',
      },
    ],
    message: ({ value, malformed, suggestion }) =>
      malformed
        ? `file path "${value}" has a broken %-escape (a % must be followed by two hex digits, e.g. %20 for a space)`
        : `file "${value}" does not exist under public/${phraseSuggestion(suggestion)}`,
    fix: ({ suggestion }) => suggestInstead(suggestion, 'Add the file under public/ or correct the path.'),
    fixInEditor: ({ suggestion }) =>
      `Choose a picture or file in the media library, or upload it${suggestion ? ` (did you mean "${suggestion}"?)` : ''}.`,
  }),
  'unsafe-file-name': defineProblem<{ value: string; suggestion: string }>({
    title: 'File name the site cannot serve as it is',
    severity: 'error',
    advice:
      'Rename the file with letters, digits and dashes only (as the editor names an uploaded picture), and write its new path here.',
    means:
      "A file path holds a space, an accent, a `%`-escape or another character that an address must escape. The check, the build and a visitor's browser would each read such a name differently (a space written `%20` is not found by the build; `café.svg` is asked for as `caf%C3%A9.svg` and answered 404), so a path may hold only letters, digits, `-`, `_`, `.` and `/`.",
    examples: [
      {
        wrong: 'image: { src: /images/my%20photo.jpg, alt: Our office, width: 800, height: 600 }',
        right: 'image: { src: /images/my-photo.jpg, alt: Our office, width: 800, height: 600 }',
        note: 'The file public/images/my photo.jpg renamed my-photo.jpg.',
      },
    ],
    message: ({ value }) =>
      `file "${value}" has a name the site cannot serve as it is: it holds ${describeUnsafe(value)}`,
    fix: ({ value, suggestion }) =>
      `Rename the file public${decodePath(value)} to ${suggestion.split('/').pop()} and write "${suggestion}" here.`,
    fixInEditor: ({ suggestion }) =>
      `Send the picture again from the media dialog (it gets the safe name ${suggestion.split('/').pop()}) and choose it here.`,
  }),
  'unusable-picture': defineProblem<{ value: string; fault: Exclude<PictureFault, { kind: 'unsafe-svg' }> }>({
    title: 'Picture that cannot be shown',
    severity: 'error',
    advice:
      'Export the picture again from the program that made it (as PNG, JPEG or WebP), and put it in place of this one.',
    means: `A picture under \`public/\` that the build could not make its copies of, or that a browser should not be sent: its content is another kind than its extension says (a text file renamed \`.png\`), it is damaged or cut short, it is over ${MAX_PICTURE_BYTES / 1024 / 1024} MB, or it declares more than ${MAX_PICTURE_PIXELS / 1_000_000} million pixels (a few bytes can declare 50,000 × 50,000, which takes gigabytes to decode). The same limits apply to a picture sent from the editor.`,
    message: ({ value, fault }) => `picture "${value}" cannot be shown: ${describePictureFault(fault)}`,
    fix: ({ value, fault }) => {
      switch (fault.kind) {
        case 'wrong-kind':
          return fault.found
            ? `Rename the file public${decodePath(value)} with the extension .${fault.found} (and write the new path here), or export it again as a ${PICTURE_TYPES[fault.expected]}.`
            : `Put a picture file at public${decodePath(value)} (export it again as a ${PICTURE_TYPES[fault.expected]}), or correct the path.`;
        case 'too-large':
        case 'too-many-pixels':
          return `Save public${decodePath(value)} smaller: at most ${MAX_PICTURE_PIXELS / 1_000_000} million pixels and ${MAX_PICTURE_BYTES / 1024 / 1024} MB (a picture is shown at most 2,560 pixels wide).`;
        default:
          return `Export public${decodePath(value)} again from the program that made it and put it in place of this one.`;
      }
    },
  }),
  'unsafe-svg': defineProblem<{ value: string; why: string }>({
    title: 'SVG that runs scripts or loads other files',
    severity: 'error',
    advice: 'Export the SVG again as a plain drawing (no scripts, no links to other files), or use a PNG.',
    means:
      "An SVG is a document: opened on its own (its address typed, a link to it) it runs its scripts with the site's rights, wherever `dist/` is served from, and one that loads other files tells them who looks at it. So an SVG with a `<script>`, an `on…` attribute, a `javascript:` link, embedded HTML or a reference to another file is refused, as the editor's upload refuses it.",
    message: ({ value, why }) => `SVG "${value}" cannot go on the site: ${why}`,
    fix: ({ value }) =>
      `Export public${decodePath(value)} again as a plain drawing (no scripts, no links to other files), or use a PNG.`,
  }),
  'file-outside-public': defineProblem<{ value: string }>({
    title: 'File that is a link to outside public/',
    severity: 'error',
    advice: 'Copy the file itself into public/ in place of the link.',
    means:
      'A symbolic link in `public/` (or a folder that is one) has its target outside `public/`: the build copies `public/` following links, so it would publish whatever the link points to (a link to `/etc/hostname` served that file), whether site.yaml names it or not. The problem is shown where site.yaml names the file, else at the link itself.',
    message: ({ value }) =>
      `file "${value}" is a link to a place outside public/: the build would publish whatever it points to`,
    fix: ({ value }) => `Copy the file itself to public${decodePath(value)} in place of the link.`,
  }),
  'unknown-collection': defineProblem<{ value: string; suggestion?: string }>({
    title: 'Collection that does not exist',
    severity: 'error',
    advice: 'Use the name of a collection: a file schemas/collections/<name>.schema.json.',
    means:
      "A route's `generate:` (or a field) names a collection that does not exist. The collections are listed at the end of [blocks.md](blocks.md).",
    examples: [{ wrong: 'generate: caseStudys', right: 'generate: caseStudies' }],
    message: ({ value, suggestion }) => `unknown collection "${value}"${phraseSuggestion(suggestion)}`,
    fix: ({ suggestion }) =>
      suggestInstead(suggestion, 'Use the name of a collection: a file schemas/collections/<name>.schema.json.'),
  }),
  'unknown-entry': defineProblem<{ collection: string; value: string; suggestion?: string }>({
    title: 'Reference to an entry that does not exist',
    severity: 'error',
    advice: 'Use the id of an entry of that collection, or add the entry under collections:.',
    means: 'A field refers to an entry of a collection by an id that no entry of that collection has.',
    examples: [{ wrong: 'products: [hrsm]', right: 'products: [hrms]' }],
    message: ({ collection, value, suggestion }) =>
      `no ${collection} entry has the id "${value}"${phraseSuggestion(suggestion)}`,
    fix: ({ suggestion }) =>
      suggestInstead(suggestion, 'Use the id of an entry of that collection, or add the entry under collections:.'),
    messageInEditor: ({ collection, value, suggestion }) =>
      `no entry of ${labelField(collection)} has the id "${value}"${phraseSuggestion(suggestion)}`,
    fixInEditor: ({ collection }) =>
      `Choose an entry of ${labelField(collection)} in this field, or add the entry with "+ New ${labelField(collection)} entry" in the list on the left.`,
  }),
  'duplicate-entry-id': defineProblem<{ collection: string; value: string; firstAt: string }>({
    title: 'Entry id used twice in one collection',
    severity: 'error',
    advice: 'Give each entry of a collection its own id.',
    means: 'Two entries of one collection have the same `id`, so a reference to it could not say which one it means.',
    message: ({ collection, value, firstAt }) =>
      `id "${value}" is already used by the ${collection} entry at ${firstAt}`,
    messageInEditor: ({ collection, value }) => `another ${labelField(collection)} entry already has the id "${value}"`,
    fixInEditor: () => 'Change "Id" to one no other entry of the list has.',
  }),
  'unknown-entry-field': defineProblem<{ collection: string; value: string; entryId?: string; suggestion?: string }>({
    title: 'Field the entries do not have',
    severity: 'error',
    advice: "Use the name of a field that the collection's entries have, or add the field to the entry.",
    means:
      "A `{field}` placeholder in a page made from a collection names a field the collection's entries do not have.",
    examples: [{ wrong: 'description: "{sumary}"', right: 'description: "{summary}"' }],
    message: ({ collection, value, entryId, suggestion }) =>
      entryId !== undefined
        ? `the ${collection} entry "${entryId}" has no field "${value}"${phraseSuggestion(suggestion)}`
        : `no ${collection} entry has a field "${value}"${phraseSuggestion(suggestion)}`,
    messageInEditor: ({ collection, value, entryId, suggestion }) =>
      entryId !== undefined
        ? `the ${labelField(collection)} entry "${entryId}" has no field "${value}"${phraseSuggestion(suggestion)}`
        : `no ${labelField(collection)} entry has a field "${value}"${phraseSuggestion(suggestion)}`,
    fix: ({ suggestion }) =>
      suggestInstead(
        suggestion,
        "Use the name of a field that the collection's entries have, or add the field to the entry.",
      ),
  }),
  'too-few-entries': defineProblem<{ collection: string; picked: number; needed: number; field: string }>({
    title: 'Fewer entries than the block needs',
    severity: 'error',
    advice: 'Add entries to the collection, pick more of them, or lower the number the block asks for.',
    means: 'A block picks fewer entries than it needs, e.g. an IQ test asking 10 questions from a bank of 8.',
    message: ({ collection, picked, needed, field }) =>
      `${picked} ${collection} ${picked === 1 ? 'entry' : 'entries'} picked, but ${field} asks for ${needed}`,
    messageInEditor: ({ collection, picked, needed, field }) =>
      `${picked} ${picked === 1 ? 'entry' : 'entries'} of ${labelField(collection)} picked, but "${labelField(field)}" asks for ${needed}`,
  }),
  'unused-entry': defineProblem<{ collection: string; value: string }>({
    title: 'Entry nothing refers to',
    severity: 'warning',
    advice: 'Refer to it from a block or a menu, or remove it if it is not needed.',
    means:
      'A warning, not an error: nothing refers to this collection entry, so it is shown nowhere. The site still builds.',
    message: ({ collection, value }) => `nothing refers to the ${collection} entry "${value}"`,
    messageInEditor: ({ collection, value }) => `nothing refers to the ${labelField(collection)} entry "${value}"`,
  }),
  'duplicate-value': defineProblem<{
    field: string;
    value: string;
    /** Where the item that has it first is: "line 11", or "pages/countries.yaml:11". */
    firstAt: string;
    /** That item's id, when it has one (an entry of a collection). */
    firstId?: string;
    /** The field's description. */
    about?: string;
  }>({
    title: 'Value used twice where each must differ',
    severity: 'error',
    advice: 'Give this item a value no other item of its list has, or remove it if it repeats the other.',
    means:
      'A field whose value each item of its list must hold on its own (the schema marks it `x-unique`) has the same value in two items: a country calling code listed twice, say, so the contact form would offer +44 twice and a visitor could not tell which country is meant. Codes that several countries share are one entry naming them all, as United States/Canada shares +1.',
    examples: [
      {
        wrong:
          '- { id: united-kingdom, code: "+44", country: United Kingdom }\n- { id: guernsey, code: "+44", country: Guernsey }',
        right: '- { id: united-kingdom, code: "+44", country: United Kingdom/Guernsey }',
      },
    ],
    message: ({ field, value, firstAt, firstId }) =>
      `${field} "${value}" is already used by ${firstId === undefined ? 'the item' : `"${firstId}"`} at ${firstAt}: each item needs its own`,
    messageInEditor: ({ field, value, firstId }) =>
      `${labelField(field)} "${value}" is already used by ${firstId === undefined ? 'another item' : `"${firstId}"`}: each needs its own`,
    fix: ({ field, firstId, about }) =>
      `change ${field} here to one no other item has, or remove this item${firstId === undefined ? '' : ` and name both in "${firstId}"`}${withAbout(about)}.`,
    fixInEditor: ({ field, value, firstId }) =>
      `Change "${labelField(field)}" to a value no other entry has, or delete this entry${firstId === undefined ? '' : ` and name both in "${firstId}", which has ${value} already`}.`,
  }),
  'card-without-picture': defineProblem<{
    collection: string;
    id: string;
    field: string;
    /** The field that lists the entry, in words, and where it is. */
    listing: string;
    listedAt: string;
  }>({
    title: 'Listed entry without the picture its card shows',
    severity: 'error',
    advice: 'Give the entry its picture, or take it out of the listing.',
    means:
      'A listing shows each of its entries as a card with a picture (the case-studies listing shows a case study\'s `image`), and one entry it lists has none: its card would show "No Image" in its place. The entries a listing does not show need no picture.',
    examples: [
      {
        wrong: '- id: quickmind\n  title: QuickMind\n  category: AI & Enterprise Solutions',
        right:
          '- id: quickmind\n  title: QuickMind\n  category: AI & Enterprise Solutions\n  image: { src: /images/projects/quickmind.svg, alt: QuickMind knowledge search, width: 640, height: 360 }',
      },
    ],
    message: ({ collection, id, field, listing, listedAt }) =>
      `the ${collection} entry "${id}" has no ${field}, and its card in the listing ${listing} (${listedAt}) shows one: it would show "No Image"`,
    fix: ({ field, listedAt }) =>
      `add ${field}: { src: /images/…, alt: …, width: …, height: … } to this entry (a file under public/images/), or take the entry out of the listing at ${listedAt}.`,
    messageInEditor: ({ collection, id, field }) =>
      `the ${labelField(collection)} entry "${id}" has no ${labelField(field)}, and the listing that shows it as a card needs one: it would show "No Image"`,
    fixInEditor: ({ field }) =>
      `Choose a picture for "${labelField(field)}" in this entry, or take the entry out of the listing.`,
    absentField: ({ field }) => field,
  }),
  'menu-item-without-description': defineProblem<{ title: string; menu: string; described: number; total: number }>({
    title: 'Menu item without the description its neighbours have',
    severity: 'warning',
    advice: 'Give the item a description, as the other items of its menu have.',
    means:
      'A warning, not an error: in a header menu whose other items show a line of description under their title, this one has none, so it stands out in the dropdown. Give it its line, or take the descriptions out of the whole menu.',
    examples: [
      {
        wrong:
          '- { title: Cloud, href: /solutions/cloud, description: Migration and operations. }\n- { title: Data, href: /solutions/data }',
        right:
          '- { title: Cloud, href: /solutions/cloud, description: Migration and operations. }\n- { title: Data, href: /solutions/data, description: Pipelines and dashboards. }',
      },
    ],
    message: ({ title, menu, described, total }) =>
      `"${title}" has no description, where ${described} of the ${total} items of the ${menu} menu have one`,
    fix: ({ menu }) =>
      `add description: one line on what the page offers, as the other items of the ${menu} menu have.`,
    fixInEditor: ({ title, menu }) =>
      `Write a "description" for "${title}", as the other items of the ${menu} menu have.`,
  }),
  'menu-count': defineProblem<{ menu: string; count: number; found: number }>({
    title: 'Menu with more or fewer entries than its count',
    severity: 'error',
    advice:
      'Give the menu exactly as many entries as its count: take one out (or add one), or change count: if the site is meant to differ.',
    means:
      "A header menu says how many entries it has (`count:`, the specification's number: Products 4, Solutions 6, Services 4, Case Studies 6), and it has more or fewer: its items and the products it lists together. A page that lists a subject (such as /solutions) is reached from the footer and from the pages themselves, not as one more menu entry.",
    examples: [
      {
        wrong:
          '- title: Solutions\n  count: 2\n  items:\n    - { title: AI, href: /solutions/ai }\n    - { title: Cloud, href: /solutions/cloud }\n    - { title: All solutions, href: /solutions }',
        right:
          '- title: Solutions\n  count: 2\n  items:\n    - { title: AI, href: /solutions/ai }\n    - { title: Cloud, href: /solutions/cloud }',
      },
    ],
    message: ({ menu, count, found }) =>
      `the ${menu} menu has ${found} ${found === 1 ? 'entry' : 'entries'}, where its count says ${count}`,
    fix: ({ menu, count, found }) =>
      found > count
        ? `take ${found - count === 1 ? 'one entry' : `${found - count} entries`} out of the ${menu} menu (link the page from the footer or from a page instead), or change count: to ${found} if the menu is meant to have ${found}.`
        : `add ${count - found === 1 ? 'the missing entry' : `the ${count - found} missing entries`} to the ${menu} menu, or change count: to ${found}.`,
  }),
  'placeholder-value': defineProblem<{ text: string }>({
    title: 'Value marked as a placeholder',
    severity: 'error',
    advice: 'Write the real value, then delete the comment that says PLACEHOLDER.',
    means:
      'A comment in the manifest says PLACEHOLDER (in capitals) before a value, or on its line: the value stands in for one nobody has given yet, such as an office address, and visitors would read it as true. The check and the build refuse it until the real value is written and the comment is gone.',
    examples: [
      {
        wrong: '# PLACEHOLDER: replace with the real address before launch.\naddress: 1 Example Street',
        right: 'address: 12 Harbour Road, Dubai',
      },
    ],
    message: ({ text }) =>
      `"${text.split('\n')[0].slice(0, 80)}" is marked as a placeholder (a comment says PLACEHOLDER), not real data`,
    fix: () =>
      'write the real value here, then delete the PLACEHOLDER comment; if there is none yet, remove the value (and what shows it).',
  }),
  'structured-data-address': defineProblem<{ value: string; address: string }>({
    title: "Structured data naming another page's address",
    severity: 'error',
    advice: "Remove url: from the page's structured data: it is filled in with the page's own address.",
    means:
      "A page's structured data (`seo.jsonLd`) gives a `url` that is not the page's own address: usually an address written by hand that stayed behind when the page was renamed or copied, so search engines would be told the page is elsewhere. Leave `url` out: the page's address is filled in from its path, and follows it.",
    examples: [
      {
        note: 'The page is /services/cloud: the url was left at its old path.',
        wrong:
          'seo:\n  jsonLd:\n    "@type": Service\n    name: Cloud\n    url: https://example.com/services/cloud-solutions',
        right: 'seo:\n  jsonLd:\n    "@type": Service\n    name: Cloud',
      },
    ],
    message: ({ value, address }) => `the structured data's url "${value}" is not this page's address (${address})`,
    fix: () =>
      "remove this url: line: the page's own address is filled in from its path, so a rename cannot leave it behind.",
    fixInEditor: () =>
      "Remove the url from this page's structured data: the page's own address is filled in from its path.",
  }),
  'more-errors': defineProblem<MoreParams>({
    title: 'More errors of one kind',
    severity: 'error',
    advice:
      'Fix the errors listed (the same fix usually applies to all of them), then run the check again to see the rest.',
    means: `When one kind of error is found more than ${REPORTED_PER_KIND} times, the first ${REPORTED_PER_KIND} are listed and the rest counted in one line, located at the first one left out: thousands of the same message would bury the others (a slip copied down every page, a route renamed that many pages link to). Fix those listed and run the check again.`,
    message: describeMore,
  }),
  'more-warnings': defineProblem<MoreParams>({
    title: 'More warnings of one kind',
    severity: 'warning',
    advice: 'Deal with the warnings listed, then run the check again to see the rest.',
    means: `When one kind of warning is found more than ${REPORTED_PER_KIND} times, the first ${REPORTED_PER_KIND} are listed and the rest counted in one line, located at the first one left out.`,
    message: describeMore,
  }),
  'orphan-route': defineProblem<{ value: string }>({
    title: 'Page nothing links to',
    severity: 'warning',
    advice: 'Link to it from the navigation or another page, or remove it if it is not needed.',
    means:
      'A warning, not an error: no link on the site leads to this page, so visitors can only reach it by typing its address. The site still builds.',
    message: ({ value }) => `no link points to "${value}"`,
  }),
};

export type ProblemCode = keyof typeof problemCatalogue;

/** The parameters a problem's message is made from. */
export type ProblemParams<C extends ProblemCode> =
  (typeof problemCatalogue)[C] extends ProblemDefinition<infer P> ? P : never;
