import type { FieldKind } from '../base/field-kind';

/** Yes or no (`boolean`): a switch. */
export const yesNoKind: FieldKind = {
  name: 'yes-no',
  matches: (schema) => schema.type === 'boolean',
  look: () => ({ widget: 'switch' }),
  start: () => false,
  complete: () => [true, false].map((value) => ({ label: String(value), type: 'enum' })),
  describe: (_schema, { code }) => `${code(true)} or ${code(false)}`,
};
