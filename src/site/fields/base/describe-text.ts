import type { FieldSchema } from './field-kind';

/** A text's kind in the reference docs' words, with how long it may be. */
export function describeText(what: string, schema: FieldSchema): string {
  return schema.maxLength ? `${what}, up to ${String(schema.maxLength)} characters` : what;
}
