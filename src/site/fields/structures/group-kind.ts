import type { FieldKind } from '../base/field-kind';
import { startRequiredFields } from '../base/start-required-fields';

/** A group of named fields (an `object` with `properties`): a picture's src and size, a button's label and link. */
export const groupKind: FieldKind = {
  name: 'group',
  matches: (schema) => schema.type === 'object' && typeof schema.properties === 'object',
  // An optional group (a page's search data, a block's fixed labels) starts folded away.
  look: (_schema, { optional }) => (optional ? { field: 'collapsible' } : {}),
  nested: true,
  start: startRequiredFields,
  describe: () => 'group of the fields below',
};
