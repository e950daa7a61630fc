import type { FieldKind } from '../base/field-kind';
import { startRequiredFields } from '../base/start-required-fields';

/** Data of any shape (an `object` the schema leaves open: a page's structured data), written in the YAML view. */
export const dataKind: FieldKind = {
  name: 'data',
  matches: (schema) => schema.type === 'object',
  look: () => ({ field: 'yaml-only' }),
  nested: true,
  start: startRequiredFields,
  describe: () => 'anything, written as YAML',
};
