import Ajv, { type ErrorObject, type SchemaObject } from 'ajv';
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

/** A kind's own keyword (`x-link`, `x-entry`…): ajv hands it each value so marked, the kind checks and records it. */
function addKindKeyword(ajv: Ajv, check: KindCheck, found: () => FoundValues): void {
  const validate = (
    marked: unknown,
    value: unknown,
    parentSchema?: SchemaObject,
    context?: { instancePath: string; parentData?: unknown },
  ): boolean => {
    const refusals = check.check(
      value,
      { marked, pointer: context?.instancePath ?? '', parentSchema, parentData: context?.parentData },
      found(),
    );
    if (refusals.length === 0) return true;
    validate.errors = refusals.map(({ message, params }) => ({ keyword: check.keyword, message, params }));
    return false;
  };
  validate.errors = undefined as Partial<ErrorObject>[] | undefined;
  ajv.addKeyword({ keyword: check.keyword, schemaType: check.schemaType, errors: true, validate });
}

/**
 * Compiles the site schema once. Links and assets are collected by the schema's own keywords while
 * ajv walks the data, so the link checker sees every link the schema declares, in any block, without
 * knowing field names.
 */
export function createSiteValidator(schemas: SiteSchemas): SiteValidator {
  let found: FoundValues = { links: [], assets: [], references: [], unique: [] };
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
  for (const { check } of fieldKinds) if (check) addKindKeyword(ajv, check, () => found);
  // Read by the x-entries keyword; on their own they check nothing.
  ajv.addKeyword({ keyword: 'x-min-entries-from', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-card-picture', schemaType: 'string' });
  // Each value is noted here; two items of one list holding the same are found once the whole site is walked.
  ajv.addKeyword({
    keyword: 'x-unique',
    schemaType: 'boolean',
    validate: (marked: boolean, value: unknown, parentSchema?: SchemaObject, context?: { instancePath: string }) => {
      const about = typeof parentSchema?.description === 'string' ? parentSchema.description : undefined;
      if (marked && (typeof value === 'string' || typeof value === 'number'))
        found.unique.push({ pointer: context?.instancePath ?? '', value: String(value), about });
      return true;
    },
  });
  for (const [file, schema] of Object.entries(schemas.files)) ajv.addSchema({ ...schema, $id: SCHEMA_BASE + file });
  const validate = ajv.getSchema(`${SCHEMA_BASE}schemas/site.schema.json`);
  if (!validate) throw new Error('schemas/site.schema.json is missing');

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
