import { describeText } from '../base/describe-text';
import type { FieldKind } from '../base/field-kind';
import { startText } from '../base/start-text';

/** The length past which a text gets a box of several lines. */
const LONG = 160;

/** A text that may run past a line (more than 160 characters allowed): a box of several lines. */
export const longTextKind: FieldKind = {
  name: 'long-text',
  matches: (schema) => schema.type === 'string' && Number(schema.maxLength ?? 0) > LONG,
  look: () => ({ widget: 'textarea', options: { rows: 3 } }),
  start: startText,
  describe: (schema) => describeText('text', schema),
};
