import type { ErrorObject, SchemaObject } from 'ajv';
import { findFieldKind } from '../fields/find-field-kind';
import { findKindCheck } from '../fields/find-kind-check';
import type { ManifestLocator } from '../problems/manifest-locator';
import { isRecord } from '../yaml/is-record';
import { lastPointerSegment } from '../yaml/json-pointer';
import { createProblem, locateProblem } from '../problems/create-problem';
import type { InvalidValueParams } from '../fields/base/invalid-value-params';
import type { ProblemCode, ProblemParams } from '../problems/problem-catalogue';
import type { Problem } from '../problems/problem';
import { suggestClosest } from '../problems/suggest-closest';

/** A YAML snippet of a valid block holding the value at a pointer, if that value is in a block. */
export type ExampleFinder = (pointer: string) => string | undefined;

/** What an ajv error means for a person: the catalogue's problem and what it is made from. */
type Described = {
  [C in ProblemCode]: {
    code: C;
    params: ProblemParams<C>;
    /** For problems about a key (unknown field), the key's name, so the location points at it. */
    key?: string;
    example?: string;
  };
}[ProblemCode];

function readDescription(schema: unknown): string | undefined {
  const description = (schema as { description?: unknown } | undefined)?.description;
  return typeof description === 'string' && description !== '' ? description : undefined;
}

/** The line as it should read with the value quoted: `title: "2026"`, or `- "2026"` in a list. */
function writeQuoted(pointer: string, text: string): string {
  const key = lastPointerSegment(pointer);
  return `${/^\d+$/.test(key) ? '-' : `${key}:`} "${text}"`;
}

/** A web address written as people say it, without https://: www.example.com, example.com/about. */
const HOST_WITHOUT_SCHEME = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/i;

const invalid = (params: InvalidValueParams): Described => ({ code: 'invalid-value', params });

/** The rule an ajv keyword checks, said as the catalogue's invalid-value says it. */
function describeRule(error: ErrorObject): InvalidValueParams {
  const parentSchema = error.parentSchema as SchemaObject | undefined;
  const limit = error.schema as number;
  switch (error.keyword) {
    case 'pattern':
    case 'format': {
      const description = readDescription(parentSchema);
      // A page address without its leading slash is the usual slip; it gets the same "did you mean" as a misspelt name.
      if (
        /^\/routes\/\d+\/path$/.test(error.instancePath) &&
        typeof error.data === 'string' &&
        !error.data.startsWith('/')
      )
        return { rule: 'path-without-slash', value: error.data, description };
      const isAddress = parentSchema !== undefined && findFieldKind(parentSchema).address === true;
      if (isAddress && typeof error.data === 'string' && HOST_WITHOUT_SCHEME.test(error.data))
        return { rule: 'address-without-scheme', value: error.data };
      return { rule: error.keyword, value: error.data, description };
    }
    case 'minLength':
      return limit === 1 ? { rule: 'empty' } : { rule: 'too-short', length: String(error.data).length, min: limit };
    case 'maxLength':
      return { rule: 'too-long', length: String(error.data).length, max: limit };
    case 'minItems':
      return { rule: 'too-few-items', min: limit };
    case 'maxItems':
      return { rule: 'too-many-items', count: (error.data as unknown[]).length, max: limit };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { rule: error.keyword, value: error.data, limit };
    case 'const':
      return { rule: 'const', value: error.data, expected: error.schema };
    case 'uniqueItems':
      return { rule: 'duplicate-items' };
    case 'minProperties':
      return { rule: 'too-few-fields', min: limit };
    default: {
      // A kind's own keyword (x-entry, x-markdown…) says its refusal in the catalogue's words itself.
      const describeRefusal = findKindCheck(error.keyword)?.describe;
      if (describeRefusal) return describeRefusal(error.data, { message: error.message ?? '', params: error.params });
      // Said without ajv's wording ("must NOT have …"): the field's own description says what fits.
      return { rule: 'not-allowed', value: error.data, description: readDescription(parentSchema) };
    }
  }
}

function describeError(
  error: ErrorObject,
  exampleOf: ExampleFinder,
  readWritten: (pointer: string) => string | undefined,
): Described | undefined {
  const parentSchema = error.parentSchema as SchemaObject | undefined;
  switch (error.keyword) {
    case 'enum': {
      const allowed = error.schema as unknown[];
      const suggestion = suggestClosest(String(error.data), allowed.map(String));
      if (/\/blocks\/\d+\/type$/.test(error.instancePath))
        return {
          code: 'unknown-block-type',
          params: { value: error.data, allowed: allowed.map(String), suggestion },
        };
      return invalid({ rule: 'enum', value: error.data, allowed, suggestion });
    }
    case 'additionalProperties': {
      const field = (error.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys((parentSchema?.properties as object | undefined) ?? {});
      // A merge key (<<: *name) is no misspelt field: no "did you mean".
      const suggestion = field === '<<' ? undefined : suggestClosest(field, known);
      return { code: 'unknown-field', key: field, params: { field, known, suggestion } };
    }
    case 'required': {
      const field = (error.params as { missingProperty: string }).missingProperty;
      // A block item holding only a merge key has no type, so its schema is never chosen to refuse the key:
      // the missing field is the merge key's doing, and the merge key is what to say.
      if (hasMergeKey(error.data)) return { code: 'unknown-field', key: '<<', params: { field: '<<', known: [] } };
      const fieldSchema = (parentSchema?.properties as Record<string, unknown> | undefined)?.[field];
      const example = exampleOf(error.instancePath);
      return {
        code: 'missing-field',
        params: { field, about: readDescription(fieldSchema), hasExample: example !== undefined },
        example,
      };
    }
    case 'type': {
      const expected = ([] as string[]).concat(error.schema as string | string[]);
      const about = readDescription(parentSchema);
      // YAML reads 2026, true or 1.5 unquoted as a number or a yes/no: the fix is quotes, not another value.
      if (expected.includes('string') && (typeof error.data === 'number' || typeof error.data === 'boolean'))
        return {
          code: 'wrong-type',
          // Quoted as written: +354 read as a number is 354, and "354" would drop the plus.
          params: {
            quoted: writeQuoted(error.instancePath, readWritten(error.instancePath) ?? String(error.data)),
            value: error.data,
            about,
          },
        };
      return { code: 'wrong-type', params: { expected, value: error.data, about } };
    }
    case 'if':
      // The block dispatcher's "must match then": the errors inside the matched block say what is wrong.
      return undefined;
    default:
      return invalid(describeRule(error));
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

const additionalProperty = (error: ErrorObject) => (error.params as { additionalProperty: string }).additionalProperty;

/**
 * A block written among a page's fields (`type:` beside `path:` and `title:`) is one slip, not an unknown
 * field per line and a missing blocks:: by page, the block's other fields (those that are no misspelt
 * field of a page).
 */
function findBlocksOnPages(errors: ErrorObject[]): Map<string, string[]> {
  const onPages = new Map<string, string[]>();
  for (const error of errors)
    if (
      error.keyword === 'additionalProperties' &&
      additionalProperty(error) === 'type' &&
      /^\/routes\/\d+$/.test(error.instancePath)
    )
      onPages.set(error.instancePath, []);
  for (const error of errors) {
    const fields = onPages.get(error.instancePath);
    if (!fields || error.keyword !== 'additionalProperties' || additionalProperty(error) === 'type') continue;
    const known = Object.keys(
      ((error.parentSchema as SchemaObject | undefined)?.properties as object | undefined) ?? {},
    );
    if (!suggestClosest(additionalProperty(error), known)) fields.push(additionalProperty(error));
  }
  return onPages;
}

/** The one problem for a block written among a page's fields, at its type:, saying where it belongs. */
function describeBlockOnPage(route: string, fields: string[], data: unknown, locator: ManifestLocator): Described {
  const blocks = (data as { blocks?: unknown }).blocks;
  const firstBlock = Array.isArray(blocks) && blocks.length > 0 ? locator.locate(`${route}/blocks/0`) : undefined;
  return {
    code: 'unknown-field',
    key: 'type',
    params: {
      field: 'type',
      fields,
      blocksLine: Array.isArray(blocks) ? locator.locate(route, 'blocks').line : 0,
      firstBlockLine: firstBlock?.line ?? 0,
      // A block's keys start two columns after its dash: "- type:".
      column: firstBlock ? firstBlock.col - 3 : locator.locate(route, 'type').col + 1,
    },
  };
}

const hasMergeKey = (data: unknown) => isRecord(data) && Object.hasOwn(data, '<<');

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
  // The fields a merge key (<<: *name) was meant to bring are missing because of it: one slip, one problem,
  // said by the refused key where its schema refuses it, else by the first missing field (see describeError).
  const merging = new Set(
    errors
      .filter((error) => error.keyword === 'additionalProperties')
      .filter((error) => (error.params as { additionalProperty: string }).additionalProperty === '<<')
      .map((error) => error.instancePath),
  );
  const blocksOnPages = findBlocksOnPages(errors);
  for (const error of errors) {
    const blockOnPage = blocksOnPages.get(error.instancePath);
    if (
      blockOnPage &&
      ((error.keyword === 'additionalProperties' && blockOnPage.includes(additionalProperty(error))) ||
        (error.keyword === 'required' && (error.params as { missingProperty: string }).missingProperty === 'blocks'))
    )
      continue;
    if (
      error.keyword === 'required' &&
      (merging.has(error.instancePath) ||
        misspelt.has(`${error.instancePath}|${(error.params as { missingProperty: string }).missingProperty}`))
    )
      continue;
    const described =
      blockOnPage && error.keyword === 'additionalProperties'
        ? describeBlockOnPage(error.instancePath, blockOnPage, error.data, locator)
        : describeError(error, exampleOf, (pointer) => locator.readWritten?.(pointer));
    if (!described) continue;
    const problem = createProblem(
      described.code,
      described.params as never,
      locateProblem(locator, file, error.instancePath, described.key),
      described.example,
    );
    const id = `${error.instancePath}|${described.key ?? ''}|${problem.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push(problem);
  }
  return problems;
}
