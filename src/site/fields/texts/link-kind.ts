import { describeText } from '../base/describe-text';
import type { FieldKind } from '../base/field-kind';
import { recordFoundText } from '../base/record-found-text';

/** A link (`"x-link": true`): a page of the site with its #anchor, or another site's address; the link checker follows it. */
export const linkKind: FieldKind = {
  name: 'link',
  matches: (schema) => schema['x-link'] === true,
  look: () => ({ widget: 'link' }),
  address: true,
  check: {
    keyword: 'x-link',
    schemaType: 'boolean',
    check: recordFoundText('links'),
  },
  start: () => '/',
  describe: (schema) => describeText('text', schema),
};
