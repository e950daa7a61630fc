import type { SchemaObject } from 'ajv';
import type { FieldSchema, StarterContext } from '#site/fields/base/field-kind';
import { findFieldKind } from '#site/fields/find-field-kind';
import { groupKind } from '#site/fields/structures/group-kind';
import { resolveRef } from '#site/fields/resolve-ref';

/** What the entry is made for: its id, the ids of every collection, the site's files. */
type EntryContext = Pick<StarterContext, 'id' | 'entries' | 'assets'>;

/** A field's starter value: its default, its example, or its kind's (see src/site/fields/). */
function createValue(given: FieldSchema, key: string, root: SchemaObject, context: EntryContext): unknown {
  const schema = resolveRef(given, root);
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  return findFieldKind(schema).start(schema, {
    ...context,
    key,
    startInside: (inner, innerKey) => createValue(inner, innerKey, root, context),
  });
}

/**
 * A new entry of a collection with every required field filled, from the schema: its default, its example, its
 * first allowed value, or a text saying what belongs there. The person can save it at once; the check and the
 * build refuse it until those texts are replaced (a warning at each field in the editor meanwhile).
 */
export function createStarterEntry(schema: SchemaObject, context: EntryContext): Record<string, unknown> {
  const { id: _id, ...fields } = groupKind.start(schema, {
    ...context,
    key: '',
    startInside: (inner, key) => createValue(inner, key, schema, context),
  }) as Record<string, unknown>;
  return { id: context.id, ...fields };
}
