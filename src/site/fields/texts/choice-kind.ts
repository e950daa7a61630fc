import type { FieldKind } from '../base/field-kind';

/** One of a fixed list of values (`enum`: an icon, a band), picked from a list. */
export const choiceKind: FieldKind = {
  name: 'choice',
  matches: (schema) => Array.isArray(schema.enum),
  start: (schema) => (schema.enum as unknown[])[0],
  complete: (schema) => (schema.enum as unknown[]).map((value) => ({ label: String(value), type: 'enum' })),
  describe: (schema, { code }) => `one of ${(schema.enum as unknown[]).map(code).join(', ')}`,
};
