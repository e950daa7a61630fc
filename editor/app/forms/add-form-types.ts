import { findFieldKind } from '#site/fields/find-field-kind';
import type { JsonSchema } from '../api/editor-api';

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapSchemas = (schemas: JsonSchema) =>
  Object.fromEntries(
    Object.entries(schemas).map(([key, value]) => [key, isSchema(value) ? addFormTypes(value) : value]),
  );

/**
 * The schema with a `type` wherever a kind leaves it out but the form library needs one to pick its field (an
 * entry's schema names only its collection): without it, the form shows "Unsupported field schema" and the
 * schema itself. Its fields, items and definitions get theirs too. Its `title` goes: a schema's title is its
 * type's name in code (CapabilityItem), and the form names fields by their labels (see buildUiSchema).
 */
export function addFormTypes(schema: JsonSchema): JsonSchema {
  const { title: _title, ...copy } = schema;
  for (const key of ['properties', 'definitions'] as const)
    if (isSchema(schema[key])) copy[key] = mapSchemas(schema[key]);
  for (const key of ['items', 'additionalProperties'] as const)
    if (isSchema(schema[key])) copy[key] = addFormTypes(schema[key]);
  const formType = findFieldKind(schema).formType;
  if (formType && schema.type === undefined) copy.type = formType;
  return copy;
}
