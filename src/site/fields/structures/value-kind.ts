import type { FieldKind } from '../base/field-kind';

/** Whatever no other kind recognises: left to the YAML view, never shown as its schema. */
export const valueKind: FieldKind = {
  name: 'value',
  matches: () => true,
  look: () => ({ field: 'yaml-only' }),
  start: () => undefined,
  describe: () => 'a value',
};
