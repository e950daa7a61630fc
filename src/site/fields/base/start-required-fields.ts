import type { FieldSchema, StarterContext } from './field-kind';

/** A group's required fields, each with its starter value (a field whose kind has none is left out). */
export function startRequiredFields(schema: FieldSchema, context: StarterContext): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, FieldSchema>;
  const group: Record<string, unknown> = {};
  for (const key of (schema.required as string[] | undefined) ?? []) {
    const value = context.startInside(properties[key] ?? {}, key);
    if (value !== undefined) group[key] = value;
  }
  return group;
}
