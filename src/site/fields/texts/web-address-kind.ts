import { describeText } from '../base/describe-text';
import type { FieldKind } from '../base/field-kind';
import { longTextKind } from './long-text-kind';

/** Another site's address (`"format": "uri"`, a case study's live project), which the link checker does not follow. */
export const webAddressKind: FieldKind = {
  name: 'web-address',
  matches: (schema) => schema.type === 'string' && schema.format === 'uri',
  // Shown as any text of its length.
  look: (schema, place) => (longTextKind.matches(schema) ? (longTextKind.look?.(schema, place) ?? {}) : {}),
  address: true,
  start: () => 'https://example.com',
  describe: (schema) => describeText('a web address (https://…)', schema),
};
