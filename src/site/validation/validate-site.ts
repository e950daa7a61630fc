import Ajv, { type ErrorObject, type SchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import { stringify } from 'yaml';
import { parseMarkdown } from '../markdown/parse-markdown';

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
 * ajv adds the errors of a schema it calls to those found so far with `vErrors.concat(...)`, a copy of
 * every error so far at each failing call: 10,000 failing blocks took seconds, 20,000 four times as long.
 * Added in place instead (as ajv adds its own errors), the check stays linear however many fail.
 */
const CONCAT_ERRORS = /vErrors = vErrors === null \? ([\w.[\]]+) : vErrors\.concat\(\1\);/g;

function appendErrorsInPlace(code: string): string {
  return code.replace(
    CONCAT_ERRORS,
    'if (vErrors === null) vErrors = $1; else { const added$ = $1; for (let at$ = 0, end$ = added$.length; at$ < end$; at$++) vErrors.push(added$[at$]); }',
  );
}

/**
 * Compiles the site schema once. Links and assets are collected by the schema's own keywords while
 * ajv walks the data, so the link checker sees every link the schema declares, in any block, without
 * knowing field names.
 */
export function createSiteValidator(schemas: SiteSchemas): SiteValidator {
  let links: FoundReference[] = [];
  let assets: FoundReference[] = [];
  let references: FoundEntryReference[] = [];
  const ajv = new Ajv({
    allErrors: true,
    useDefaults: true,
    verbose: true,
    strict: true,
    strictRequired: false,
    code: { process: appendErrorsInPlace },
  });
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

  const blockExamples = new Map<string, string | undefined>();
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
    // Written once per type: a missing field on 10,000 pages asks for the same example 10,000 times.
    createBlockExample: (type) => {
      if (!blockExamples.has(type)) {
        const examples = schemas.files[`blocks/${type}/schema.json`]?.examples;
        blockExamples.set(type, Array.isArray(examples) && examples.length > 0 ? stringify([examples[0]]) : undefined);
      }
      return blockExamples.get(type);
    },
  };
}
