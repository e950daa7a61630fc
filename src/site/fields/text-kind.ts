import { describeText } from './describe-text';
import type { FieldKind } from './field-kind';
import { startText } from './start-text';

/** A text of a line or so. */
export const textKind: FieldKind = {
  name: 'text',
  matches: (schema) => schema.type === 'string',
  start: startText,
  describe: (schema) => describeText('text', schema),
};
