import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The developer's words the editor must never show, read from the project itself: the names its schemas give
 * the code's types (CapabilityItem), the collections' names as site.yaml writes them (caseStudies). The walk of
 * every screen (tests/e2e/editor-words.spec.ts) and the forms' test (editor/app/forms) both judge by these.
 */
const root = join(import.meta.dirname, '..', '..', '..');

function readSchemaFiles(): unknown[] {
  const files = [
    ...readdirSync(join(root, 'blocks')).map((type) => join(root, 'blocks', type, 'schema.json')),
    ...readdirSync(join(root, 'schemas'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(root, 'schemas', file)),
  ];
  return files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
}

/** Every name a schema gives a type of the code (CapabilityItem, NavItem, CaseStudyBodyBlock…). */
function readTypeNames(): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      const { title, examples: _examples, default: _default, ...rest } = node as Record<string, unknown>;
      if (typeof title === 'string' && /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(title)) names.add(title);
      Object.values(rest).forEach(walk);
    }
  };
  readSchemaFiles().forEach(walk);
  return [...names];
}

/** The schemas' keys of two words run together (ctaLink, quizLength): a hint names a field by its label. */
function readJoinedKeys(): string[] {
  const keys = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      const { properties, examples: _examples, default: _default, ...rest } = node as Record<string, unknown>;
      if (typeof properties === 'object' && properties !== null) {
        for (const key of Object.keys(properties)) if (/[a-z][A-Z]/.test(key)) keys.add(key);
        Object.values(properties).forEach(walk);
      }
      Object.values(rest).forEach(walk);
    }
  };
  readSchemaFiles().forEach(walk);
  return [...keys];
}

/** The collections whose names site.yaml writes in two words run together (caseStudies): never shown so. */
const joinedCollections = readdirSync(join(root, 'schemas', 'collections'))
  .map((file) => file.replace(/\.schema\.json$/, ''))
  .filter((name) => /[A-Z]/.test(name));

const DEVELOPER_WORDS: Array<[string, RegExp]> = [
  ['a place in the data', /\b(routes|blocks|items|collections)\[\d*/],
  ['a line number', /\blines? \d|\.ya?ml:\d|:\d+:\d+/i],
  ['JSON', /\{\s*"[^"]*"\s*:/],
  ['the form library’s fallback', /Unsupported field schema/i],
  ['a schema’s type name', new RegExp(`\\b(${readTypeNames().join('|')})\\b`)],
  // The form library names a list's item by the list's key and its number when it is not told a label (an
  // address or a file, /terms-2, is not one).
  ['a list item named by its key', /(?<![\w/.-])(?![Ll]evel-)[A-Za-z]+-\d+\b/],
  ['a collection’s name as site.yaml writes it', new RegExp(`\\b(${joinedCollections.join('|')})\\b`)],
];

/** What of the YAML or the code a field's hint says: a hint says what to write in the form, not in the file. */
const YAML_WORDS: Array<[string, RegExp]> = [
  ['a group written as YAML', /\{\s*[a-z]\w*:\s/],
  ['an empty text written as YAML', /\b[a-z]\w*: ""/],
  ['code', /`/],
  ['a key of the YAML', /\b(routes|blocks|collections|include|dialogs|settings):/],
  ['a field’s key', new RegExp(`\\b(${readJoinedKeys().join('|')})\\b`)],
  ['a field written as YAML', /\b[a-z]\w*: [/{]/],
  ['a setting’s path', /\b(settings|navigation|collections|routes)\.[a-z]/],
  ['the project’s files', /\bsite\.yaml\b|\bDESIGN\.md\b|\bschemas\/|\bblocks\/|\bpublic\//],
  ['the specification', /\bthe spec(ification)?['’]s\b/],
];

/** Each pattern found in `text`, said as what it is with a little of the text around it. */
function findAll(patterns: Array<[string, RegExp]>, text: string): string[] {
  return patterns.flatMap(([what, pattern]) => {
    const found = new RegExp(pattern.source, `${pattern.flags}g`);
    return [...text.matchAll(found)].map(
      (match) => `${what}: …${text.slice(Math.max(0, match.index - 60), match.index + 60).replace(/\s+/g, ' ')}…`,
    );
  });
}

/**
 * What of the developer's words a text of the editor shows: `routes[24]`, a line number, CapabilityItem,
 * items-1, caseStudies; in a field's hint, also the YAML or the code (`{ src: … }`, `alt: ""`,
 * settings.consent.required…).
 */
export function findDeveloperWords(text: string, shown: 'screen' | 'hint' = 'screen'): string[] {
  return findAll(shown === 'hint' ? [...DEVELOPER_WORDS, ...YAML_WORDS] : DEVELOPER_WORDS, text);
}
