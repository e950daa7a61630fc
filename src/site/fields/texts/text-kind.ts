import { describeText } from '../base/describe-text';
import type { FieldKind } from '../base/field-kind';
import { startText } from '../base/start-text';

/** A text of a line or so. */
export const textKind: FieldKind = {
  name: 'text',
  matches: (schema) => schema.type === 'string',
  start: startText,
  describe: (schema) => describeText('text', schema),
};
