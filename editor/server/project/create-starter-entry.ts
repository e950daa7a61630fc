import type { SchemaObject } from 'ajv';
import { writeStarterText } from '../../../src/site/validation/starter-text';

interface StarterContext {
  /** The schema the `$ref`s point into (its `definitions`). */
  root: SchemaObject;
  /** The id of the new entry: its name-like fields start from it. */
  id: string;
  /** The ids of every collection, for a field that names an entry. */
  entries: Record<string, string[]>;
  /** The site's files (/images/…), for a field that names one. */
  assets: string[];
}

function resolveRef(schema: SchemaObject, root: SchemaObject): SchemaObject {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 10; hops++) {
    const name = /^#\/definitions\/(.+)$/.exec(current.$ref)?.[1];
    const target = name ? (root.definitions as Record<string, SchemaObject> | undefined)?.[name] : undefined;
    if (!target) break;
    const { $ref: _ref, ...own } = current;
    current = { ...target, ...own };
  }
  return current;
}

/** `northwind-labs` → "Northwind Labs". */
const titleFrom = (id: string) => id.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** A name made from the id, or a text saying what belongs there (a placeholder the check refuses), as long as the field allows. */
function createText(key: string, schema: SchemaObject, context: StarterContext): string {
  const text = ['title', 'name', 'country', 'websiteName'].includes(key)
    ? titleFrom(context.id)
    : writeStarterText(key);
  return text.slice(0, Number(schema.maxLength ?? text.length));
}

function createValue(key: string, given: SchemaObject, context: StarterContext): unknown {
  const schema = resolveRef(given, context.root);
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (typeof schema['x-entry'] === 'string') return context.entries[schema['x-entry']]?.[0];
  if (schema['x-entries']) return 'all';
  if (schema['x-link']) return '/';
  if (schema['x-asset']) {
    const pictures = context.assets.filter((asset) => /\.(svg|png|jpe?g|webp|avif)$/.test(asset));
    return pictures.find((asset) => asset.startsWith('/images/')) ?? pictures[0];
  }
  if (schema.type === 'object') return createRequired(schema, context);
  if (schema.type === 'array') {
    const item = createValue(key, (schema.items as SchemaObject | undefined) ?? {}, context);
    return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => item);
  }
  if (schema.type === 'integer' || schema.type === 'number') return Number(schema.minimum ?? 0);
  if (schema.type === 'boolean') return false;
  if (schema.type === 'string' && schema.format === 'uri') return 'https://example.com';
  if (schema.type === 'string') return createText(key, schema, context);
  return undefined;
}

function createRequired(schema: SchemaObject, context: StarterContext): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
  const entry: Record<string, unknown> = {};
  for (const key of (schema.required as string[] | undefined) ?? []) {
    const value = createValue(key, properties[key] ?? {}, context);
    if (value !== undefined) entry[key] = value;
  }
  return entry;
}

/**
 * A new entry of a collection with every required field filled, from the schema: its default, its example, its
 * first allowed value, or a text saying what belongs there. The person can save it at once; the check and the
 * build refuse it until those texts are replaced (a warning at each field in the editor meanwhile).
 */
export function createStarterEntry(
  schema: SchemaObject,
  context: Omit<StarterContext, 'root'>,
): Record<string, unknown> {
  const { id: _id, ...fields } = createRequired(schema, { ...context, root: schema });
  return { id: context.id, ...fields };
}
