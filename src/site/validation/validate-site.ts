import Ajv, { _, type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { stringify } from 'yaml';
import type { FoundValues, KindCheck } from '../fields/base/field-kind';
import { fieldKinds } from '../fields/field-kinds';

/** The schemas a site is checked against, keyed by their path from the project root. */
export interface SiteSchemas {
  /** e.g. { "schemas/site.schema.json": {...}, "blocks/page-hero/schema.json": {...} } */
  files: Record<string, SchemaObject>;
}

export type { EntrySelection, FoundEntryReference, FoundReference } from '../fields/base/field-kind';

export interface ValidationResult extends FoundValues {
  errors: ErrorObject[];
}

export interface SiteValidator {
  validate: (data: unknown) => ValidationResult;
  /** The collections the schemas declare (one per schemas/collections/<name>.schema.json). */
  collections: string[];
  /** The block schema's first example, as YAML (a list item, ready to paste under blocks:), for messages. */
  createBlockExample: (type: string) => string | undefined;
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

/** The function ajv hands each value a keyword of ours marks, as the compiled code calls it. */
type KeywordValidate = ((
  marked: unknown,
  value: unknown,
  parentSchema?: SchemaObject,
  context?: { instancePath: string; parentData?: unknown },
) => boolean) & { errors?: Partial<ErrorObject>[] };

/** A keyword of ours: a kind's (`x-link`, `x-entry`…) or the site's own (`x-unique`), what it holds, and its function. */
interface SiteKeyword {
  keyword: string;
  schemaType: KindCheck['schemaType'];
  validate: KeywordValidate;
}

/** A kind's own keyword (`x-link`, `x-entry`…): ajv hands it each value so marked, the kind checks and records it. */
function createKindValidate(check: KindCheck, found: () => FoundValues): KeywordValidate {
  const validate: KeywordValidate = (marked, value, parentSchema, context) => {
    const refusals = check.check(
      value,
      { marked, pointer: context?.instancePath ?? '', parentSchema, parentData: context?.parentData },
      found(),
    );
    if (refusals.length === 0) return true;
    validate.errors = refusals.map(({ message, params }) => ({ keyword: check.keyword, message, params }));
    return false;
  };
  validate.errors = undefined;
  return validate;
}

/**
 * Keeps the validator's compiled code between processes (scripts/cli/keep-compiled-validator.ts): compiling
 * the schemas takes ajv half a second in a new process, every check and build; loading its code, a few ms.
 */
export interface CompiledValidatorStore {
  /** The code kept for these schemas and options (`key` names them), or undefined. */
  read: (key: string) => string | undefined;
  write: (key: string, code: string) => void;
  /** Runs the code (ajv's standalone module, CommonJS) with the keyword functions it calls, `keywords`. */
  load: (code: string, keywords: Record<string, KeywordValidate>) => ValidateFunction;
  /** A hash of the text, for `key`. */
  hash: (text: string) => string;
}

/** What the compiled code depends on besides the schemas: ajv's version and options, our keywords' wiring. */
const COMPILED_WITH = JSON.stringify({ ajv: 'ajv 8 standalone', version: 1 });

const AJV_OPTIONS = {
  allErrors: true,
  useDefaults: true,
  verbose: true,
  strict: true,
  strictRequired: false,
} as const;

/**
 * The validator of schemas/site.schema.json: loaded from `store` when it keeps the code for these schemas,
 * else compiled, and its code kept there. Our keywords' functions are the same either way: the compiled
 * code calls them by name (`keywords[...]`), so it can be kept as text.
 */
function compileSiteSchema(
  schemas: SiteSchemas,
  keywords: SiteKeyword[],
  store: CompiledValidatorStore | undefined,
): ValidateFunction {
  const names = keywords.map(({ keyword }) => keyword);
  const key = store?.hash(`${COMPILED_WITH}${names.join()}${JSON.stringify(schemas.files)}`);
  const kept = key === undefined ? undefined : store?.read(key);
  if (store && kept !== undefined)
    return store.load(kept, Object.fromEntries(keywords.map(({ keyword, validate }) => [keyword, validate])));
  const ajv = new Ajv({ ...AJV_OPTIONS, code: { process: appendErrorsInPlace, source: store !== undefined } });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  // Web addresses of other sites (a case study's live project), which are not links the checker follows.
  addFormats(ajv, ['uri']);
  for (const { keyword, schemaType, validate } of keywords) {
    // Named in the compiled code as keywords[...] (ajv reuses a function's name once it has one).
    ajv.scope.value('keyword', { ref: validate, code: _`keywords[${keyword}]` });
    ajv.addKeyword({ keyword, schemaType, errors: true, validate });
  }
  // Read by the x-entries keyword; on their own they check nothing.
  ajv.addKeyword({ keyword: 'x-min-entries-from', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-card-picture', schemaType: 'string' });
  for (const [file, schema] of Object.entries(schemas.files)) ajv.addSchema({ ...schema, $id: SCHEMA_BASE + file });
  const validate = ajv.getSchema(`${SCHEMA_BASE}schemas/site.schema.json`);
  if (!validate) throw new Error('schemas/site.schema.json is missing');
  // ajv keeps the code as it was before `process`: the kept code is processed as the running one was.
  if (store && key !== undefined) store.write(key, appendErrorsInPlace(standaloneCode(ajv, validate)));
  return validate;
}

const kindChecks = fieldKinds.flatMap(({ check }) => (check ? [check] : []));

/**
 * Compiles the site schema once (or loads it from `store`, see CompiledValidatorStore). Links and assets
 * are collected by the schema's own keywords while ajv walks the data, so the link checker sees every link
 * the schema declares, in any block, without knowing field names.
 */
export function createSiteValidator(schemas: SiteSchemas, store?: CompiledValidatorStore): SiteValidator {
  let found: FoundValues = { links: [], assets: [], references: [], unique: [] };
  const keywords: SiteKeyword[] = [
    ...kindChecks.map((check) => ({
      keyword: check.keyword,
      schemaType: check.schemaType,
      validate: createKindValidate(check, () => found),
    })),
    {
      // Each value is noted here; two items of one list holding the same are found once the whole site is walked.
      keyword: 'x-unique',
      schemaType: 'boolean',
      validate: (marked, value, parentSchema, context) => {
        const about = typeof parentSchema?.description === 'string' ? parentSchema.description : undefined;
        if (marked && (typeof value === 'string' || typeof value === 'number'))
          found.unique.push({ pointer: context?.instancePath ?? '', value: String(value), about });
        return true;
      },
    },
  ];
  const validate = compileSiteSchema(schemas, keywords, store);

  const blockExamples = new Map<string, string | undefined>();
  return {
    validate: (data) => {
      found = { links: [], assets: [], references: [], unique: [] };
      validate(data);
      return { errors: validate.errors ?? [], ...found };
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
