import type { FieldKind } from '../base/field-kind';

/** A value the schema fixes (a block's `type`): hidden in the form, since nothing else may be written there. */
export const fixedKind: FieldKind = {
  name: 'fixed',
  matches: (schema) => schema.const !== undefined,
  look: () => ({ widget: 'hidden' }),
  start: (schema) => schema.const,
  complete: (schema) => [{ label: String(schema.const), type: 'enum' }],
  describe: (schema, { code }) => `always ${code(schema.const)}`,
};
