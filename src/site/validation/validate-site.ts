import Ajv, { type ErrorObject, type SchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import { stringify } from 'yaml';
import { problemCatalogue, type ProblemCode } from '../problems/problem-catalogue';
import type { Problem } from '../problems/problem';
import type { ManifestLocator } from '../manifest/locate-in-manifest';
import { parseMarkdown } from '../markdown/parse-markdown';
import { phraseSuggestion } from '../problems/phrase-suggestion';
import { suggestClosest } from '../problems/suggest-closest';

/** The schemas a site is checked against, keyed by their path from the project root. */
export interface SiteSchemas {
  /** e.g. { "schemas/site.schema.json": {...}, "blocks/page-hero/schema.json": {...} } */
  files: Record<string, SchemaObject>;
}

/** A value found at a place the schema marks as a link (`x-link`) or a local file (`x-asset`). */
export interface FoundReference {
  pointer: string;
  value: string;
}

/** A value at a place the schema marks as naming entries of a collection (`x-entry`, `x-entries`). */
export interface FoundEntryReference {
  pointer: string;
  collection: string;
  /** One id (`x-entry`), or a list of ids, `all`, or `{ where, limit }` (`x-entries`). */
  value: EntrySelection;
  many: boolean;
  /** How many entries it must pick at least: the value of a sibling field its schema names (`x-min-entries-from`). */
  atLeast?: { count: number; field: string };
}

/** How a field names entries: one id, a list of ids, every entry, or those whose fields match. */
export type EntrySelection = string | string[] | { where?: Record<string, string | number | boolean>; limit?: number };

export interface ValidationResult {
  errors: ErrorObject[];
  links: FoundReference[];
  assets: FoundReference[];
  references: FoundEntryReference[];
}

export interface SiteValidator {
  validate: (data: unknown) => ValidationResult;
  /** The collections the schemas declare (one per schemas/collections/<name>.schema.json). */
  collections: string[];
  /** The block schema's first example, as YAML (a list item, ready to paste under blocks:), for messages. */
  createBlockExample: (type: string) => string | undefined;
}

const ENTRY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isScalarValue(value: unknown): boolean {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/** Whether a value is one of the forms an `x-entries` field takes. */
function isEntrySelection(value: unknown): value is EntrySelection {
  if (value === 'all') return true;
  if (Array.isArray(value)) return value.every((id) => typeof id === 'string');
  if (value === null || typeof value !== 'object') return false;
  const { where, limit, ...rest } = value as Record<string, unknown>;
  const whereOk =
    where === undefined ||
    (typeof where === 'object' && where !== null && !Array.isArray(where) && Object.values(where).every(isScalarValue));
  const limitOk = limit === undefined || (Number.isInteger(limit) && (limit as number) >= 1);
  return Object.keys(rest).length === 0 && whereOk && limitOk;
}

/**
 * A field that names entries can require as many as a sibling field says (`"x-min-entries-from": "quizLength"`):
 * a quiz of 10 questions needs a bank of at least 10. Defaults are filled before the fields are checked,
 * so the sibling holds its default when the manifest leaves it out.
 */
function readAtLeast(parentSchema: SchemaObject | undefined, parentData: unknown): FoundEntryReference['atLeast'] {
  const field = parentSchema?.['x-min-entries-from'];
  if (typeof field !== 'string' || parentData === null || typeof parentData !== 'object') return undefined;
  const count = (parentData as Record<string, unknown>)[field];
  return Number.isInteger(count) ? { count: count as number, field } : undefined;
}

const SCHEMA_BASE = 'https://site.local/';

/**
 * Compiles the site schema once. Links and assets are collected by the schema's own keywords while
 * ajv walks the data, so the link checker sees every link the schema declares, in any block, without
 * knowing field names.
 */
export function createSiteValidator(schemas: SiteSchemas): SiteValidator {
  let links: FoundReference[] = [];
  let assets: FoundReference[] = [];
  let references: FoundEntryReference[] = [];
  const ajv = new Ajv({ allErrors: true, useDefaults: true, verbose: true, strict: true, strictRequired: false });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  // Web addresses of other sites (a case study's live project), which are not links the checker follows.
  addFormats(ajv, ['uri']);
  for (const [keyword, sink] of [
    ['x-link', () => links],
    ['x-asset', () => assets],
  ] as const) {
    ajv.addKeyword({
      keyword,
      schemaType: 'boolean',
      errors: false,
      validate: (_schema: boolean, data: unknown, _parent?: unknown, context?: { instancePath: string }) => {
        if (typeof data === 'string' && context) sink().push({ pointer: context.instancePath, value: data });
        return true;
      },
    });
  }
  for (const [keyword, many] of [
    ['x-entry', false],
    ['x-entries', true],
  ] as const) {
    const validate = (
      collection: string,
      data: unknown,
      parentSchema?: SchemaObject,
      context?: { instancePath: string; parentData?: unknown },
    ): boolean => {
      const valid = many ? isEntrySelection(data) : typeof data === 'string' && ENTRY_ID.test(data);
      if (!valid) {
        validate.errors = [
          {
            keyword,
            message: many
              ? `expected a list of ${collection} ids, "all", or a filter { where: { field: value }, limit: 3 }`
              : `expected the id of a ${collection} entry`,
            params: { collection },
          },
        ];
        return false;
      }
      if (context)
        references.push({
          pointer: context.instancePath,
          collection,
          value: data as EntrySelection,
          many,
          atLeast: readAtLeast(parentSchema, context.parentData),
        });
      return true;
    };
    validate.errors = undefined as Partial<ErrorObject>[] | undefined;
    ajv.addKeyword({ keyword, schemaType: 'string', errors: true, validate });
  }
  // A Markdown text's links are checked like the schema's own links; an unsafe one is an error here.
  const validateMarkdown = (
    _schema: boolean,
    data: unknown,
    _parent?: unknown,
    context?: { instancePath: string },
  ): boolean => {
    if (typeof data !== 'string' || !context) return true;
    const parsed = parseMarkdown(data);
    for (const value of parsed.links) links.push({ pointer: context.instancePath, value });
    validateMarkdown.errors = parsed.problems.map((message) => ({ keyword: 'x-markdown', message, params: {} }));
    return parsed.problems.length === 0;
  };
  validateMarkdown.errors = undefined as Partial<ErrorObject>[] | undefined;
  ajv.addKeyword({ keyword: 'x-markdown', schemaType: 'boolean', errors: true, validate: validateMarkdown });
  // Read by the x-entries keyword above; on its own it checks nothing.
  ajv.addKeyword({ keyword: 'x-min-entries-from', schemaType: 'string' });
  for (const [file, schema] of Object.entries(schemas.files)) ajv.addSchema({ ...schema, $id: SCHEMA_BASE + file });
  const validate = ajv.getSchema(`${SCHEMA_BASE}schemas/site.schema.json`);
  if (!validate) throw new Error('schemas/site.schema.json is missing');

  return {
    validate: (data) => {
      links = [];
      assets = [];
      references = [];
      validate(data);
      return { errors: validate.errors ?? [], links, assets, references };
    },
    collections: Object.keys(schemas.files)
      .map((file) => /^schemas\/collections\/(.+)\.schema\.json$/.exec(file)?.[1])
      .filter((name): name is string => name !== undefined)
      .sort(),
    createBlockExample: (type) => {
      const examples = schemas.files[`blocks/${type}/schema.json`]?.examples;
      return Array.isArray(examples) && examples.length > 0 ? stringify([examples[0]]) : undefined;
    },
  };
}

const KIND_NAMES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (key: value lines)',
  null: 'nothing',
};

function nameKind(value: unknown): string {
  if (value === null || value === undefined) return KIND_NAMES.null;
  if (Array.isArray(value)) return KIND_NAMES.array;
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number';
  return KIND_NAMES[typeof value] ?? typeof value;
}

/** The start of a value as JSON, written only as far as `max` characters: a value can be huge (aliases). */
function preview(value: unknown, max: number): string {
  let out = '';
  const write = (item: unknown): boolean => {
    if (Array.isArray(item)) {
      out += '[';
      for (let index = 0; index < item.length; index++) {
        if (index > 0) out += ',';
        if (!write(item[index])) return false;
      }
      out += ']';
    } else if (item !== null && typeof item === 'object') {
      out += '{';
      let first = true;
      for (const key in item) {
        out += `${first ? '' : ','}${JSON.stringify(key)}:`;
        first = false;
        if (!write((item as Record<string, unknown>)[key])) return false;
      }
      out += '}';
    } else {
      out += typeof item === 'string' ? JSON.stringify(item.slice(0, max + 1)) : String(JSON.stringify(item) ?? null);
    }
    return out.length <= max;
  };
  write(value);
  return out;
}

function quote(value: unknown): string {
  const text = typeof value === 'string' ? value.slice(0, 61) : preview(value, 60);
  return `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
}

function readDescription(schema: unknown): string {
  const description = (schema as { description?: unknown } | undefined)?.description;
  return typeof description === 'string' ? description : '';
}

interface Described {
  code: ProblemCode;
  message: string;
  fix?: string;
  /** For problems about a key (unknown field), the key's name, so the location points at it. */
  key?: string;
  example?: string;
}

/** A YAML snippet of a valid block holding the value at a pointer, if that value is in a block. */
export type ExampleFinder = (pointer: string) => string | undefined;

/** The line as it should read with the value quoted: `title: "2026"`, or `- "2026"` in a list. */
function writeQuoted(pointer: string, text: string): string {
  const key = pointer
    .slice(pointer.lastIndexOf('/') + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
  return `${/^\d+$/.test(key) ? '-' : `${key}:`} "${text}"`;
}

function describeError(error: ErrorObject, exampleOf: ExampleFinder): Described | undefined {
  const parentSchema = error.parentSchema as SchemaObject | undefined;
  switch (error.keyword) {
    case 'enum': {
      const allowed = error.schema as unknown[];
      const hint = phraseSuggestion(suggestClosest(String(error.data), allowed.map(String)));
      if (/\/blocks\/\d+\/type$/.test(error.instancePath)) {
        return {
          code: 'unknown-block-type',
          message: `unknown block type ${quote(error.data)}${hint}`,
          fix: `use one of the block types: ${allowed.join(', ')} (each is a folder under blocks/).`,
        };
      }
      return {
        code: 'invalid-value',
        message: `${quote(error.data)} is not one of the allowed values${hint}`,
        fix: `use one of: ${allowed.join(', ')}.`,
      };
    }
    case 'additionalProperties': {
      const field = (error.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys((parentSchema?.properties as object | undefined) ?? {});
      const closest = suggestClosest(field, known);
      return {
        code: 'unknown-field',
        key: field,
        message: `unknown field "${field}"${phraseSuggestion(closest)}`,
        fix: closest
          ? `rename it to "${closest}", or remove it.`
          : `remove it; the fields allowed here are: ${known.join(', ')}.`,
      };
    }
    case 'required': {
      const field = (error.params as { missingProperty: string }).missingProperty;
      const fieldSchema = (parentSchema?.properties as Record<string, unknown> | undefined)?.[field];
      const about = readDescription(fieldSchema);
      const example = exampleOf(error.instancePath);
      return {
        code: 'missing-field',
        message: `missing required field "${field}"`,
        fix: `add "${field}: ..." here${about ? ` (${about.replace(/\.$/, '')})` : ''}${example ? ', as in this example' : ''}.`,
        example,
      };
    }
    case 'type': {
      const kinds = ([] as string[]).concat(error.schema as string | string[]);
      const expected = kinds.map((kind) => KIND_NAMES[kind] ?? kind).join(' or ');
      const about = readDescription(parentSchema) ? ` (${readDescription(parentSchema).replace(/\.$/, '')})` : '';
      // YAML reads 2026, true or 1.5 unquoted as a number or a yes/no: the fix is quotes, not another value.
      if (kinds.includes('string') && ['number', 'boolean'].includes(typeof error.data)) {
        const quoted = writeQuoted(error.instancePath, String(error.data));
        return {
          code: 'wrong-type',
          message: `expected a text, found ${nameKind(error.data)} ${quote(error.data)} — put it in quotes: ${quoted}`,
          fix: `write ${quoted}: without quotes YAML reads ${String(error.data)} as ${nameKind(error.data)}, not as a text${about}.`,
        };
      }
      return {
        code: 'wrong-type',
        message: `expected ${expected}, found ${nameKind(error.data)} ${quote(error.data)}`,
        fix: `write ${expected} here${about}.`,
      };
    }
    case 'pattern':
    case 'format': {
      // A page address without its leading slash is the usual slip; it gets the same "did you mean" as a misspelt name.
      const slash =
        /^\/routes\/\d+\/path$/.test(error.instancePath) &&
        typeof error.data === 'string' &&
        !error.data.startsWith('/');
      return {
        code: 'invalid-value',
        message: slash
          ? `the page address ${quote(error.data)} does not start with /${phraseSuggestion(`/${String(error.data)}`)}`
          : `${quote(error.data)} is not in the expected form`,
        fix:
          readDescription(parentSchema) ||
          (error.keyword === 'format'
            ? 'write a full web address, e.g. https://example.com.'
            : "write the value in the form the field's description gives."),
      };
    }
    case 'minLength':
      return error.schema === 1
        ? { code: 'invalid-value', message: 'must not be empty', fix: 'write some text here.' }
        : {
            code: 'invalid-value',
            message: `is too short (${String(error.data).length} characters, at least ${error.schema} needed)`,
            fix: 'write a longer text.',
          };
    case 'maxLength':
      return {
        code: 'invalid-value',
        message: `is too long (${String(error.data).length} characters, at most ${error.schema} allowed)`,
        fix: 'shorten the text.',
      };
    case 'minItems':
      return {
        code: 'invalid-value',
        message: `needs at least ${error.schema} item${error.schema === 1 ? '' : 's'}`,
        fix: 'add items to the list.',
      };
    case 'maxItems':
      return {
        code: 'invalid-value',
        message: `has ${(error.data as unknown[]).length} items, at most ${error.schema} allowed`,
        fix: 'remove items from the list.',
      };
    case 'minimum':
    case 'maximum':
      return {
        code: 'invalid-value',
        message: `${quote(error.data)} is ${error.keyword === 'minimum' ? 'below the minimum' : 'above the maximum'} of ${error.schema}`,
        fix: `use a number ${error.keyword === 'minimum' ? 'of at least' : 'of at most'} ${error.schema}.`,
      };
    case 'const':
      return {
        code: 'invalid-value',
        message: `${quote(error.data)} is written here, but only ${quote(error.schema)} fits`,
        fix: `write ${quote(error.schema)}.`,
      };
    case 'x-entry':
    case 'x-entries':
      return {
        code: 'invalid-value',
        message: `${error.message}, found ${nameKind(error.data)} ${quote(error.data)}`,
        fix:
          error.keyword === 'x-entry'
            ? 'write the id of one entry, e.g. cognatrix.'
            : 'write a list of ids like [cognatrix, rotana], the word all, or { where: { category: AI }, limit: 3 }.',
      };
    case 'x-markdown':
      return {
        code: 'invalid-value',
        message: error.message ?? 'is not valid Markdown here',
        fix: 'link with [text](/a-page), [text](https://…), mailto: or tel:, and start headings at ##; the text cannot hold HTML or scripts.',
      };
    case 'if':
      // The block dispatcher's "must match then": the errors inside the matched block say what is wrong.
      return undefined;
    case 'uniqueItems':
      return { code: 'invalid-value', message: 'has the same item twice', fix: 'remove one of the two.' };
    case 'minProperties':
      return {
        code: 'invalid-value',
        message: `needs at least ${error.schema} field${error.schema === 1 ? '' : 's'}`,
        fix: 'add the fields this place needs.',
      };
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        code: 'invalid-value',
        message: `${quote(error.data)} is not ${error.keyword === 'exclusiveMinimum' ? 'more' : 'less'} than ${error.schema}`,
        fix: `use a number ${error.keyword === 'exclusiveMinimum' ? 'above' : 'below'} ${error.schema}.`,
      };
    default:
      // Said without ajv's wording ("must NOT have …"): the field's own description says what fits.
      return {
        code: 'invalid-value',
        message: `${quote(error.data)} is not allowed here`,
        fix: readDescription(parentSchema) || problemCatalogue['invalid-value'].fix,
      };
  }
}

/**
 * A misspelt required field is both missing and unknown to ajv; a person made one slip, so it gets one
 * problem: the unknown field's "did you mean". These are the missing fields so explained, by place.
 */
function findMisspeltRequired(errors: ErrorObject[]): Set<string> {
  const explained = new Set<string>();
  const missing = new Map<string, string[]>();
  for (const error of errors) {
    if (error.keyword !== 'required') continue;
    const fields = missing.get(error.instancePath) ?? [];
    fields.push((error.params as { missingProperty: string }).missingProperty);
    missing.set(error.instancePath, fields);
  }
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue;
    const known = Object.keys(
      ((error.parentSchema as SchemaObject | undefined)?.properties as object | undefined) ?? {},
    );
    const closest = suggestClosest((error.params as { additionalProperty: string }).additionalProperty, known);
    if (closest && missing.get(error.instancePath)?.includes(closest))
      explained.add(`${error.instancePath}|${closest}`);
  }
  return explained;
}

/** Turns ajv's errors into located problems a person can act on; one per place and kind. */
export function describeSchemaErrors(
  errors: ErrorObject[],
  locator: ManifestLocator,
  file: string,
  exampleOf: ExampleFinder = () => undefined,
): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  const misspelt = findMisspeltRequired(errors);
  for (const error of errors) {
    if (
      error.keyword === 'required' &&
      misspelt.has(`${error.instancePath}|${(error.params as { missingProperty: string }).missingProperty}`)
    )
      continue;
    const described = describeError(error, exampleOf);
    if (!described) continue;
    const id = `${error.instancePath}|${described.key ?? ''}|${described.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const position = locator.locate(error.instancePath, described.key);
    problems.push({
      code: described.code,
      severity: 'error',
      file,
      ...position,
      where: locator.describe(error.instancePath, described.key),
      message: described.message,
      fix: described.fix ?? problemCatalogue[described.code].fix,
      ...(described.example ? { example: described.example } : {}),
    });
  }
  return problems;
}
