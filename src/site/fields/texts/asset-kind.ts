import { describeText } from '../base/describe-text';
import type { FieldKind } from '../base/field-kind';
import { recordFoundText } from '../base/record-found-text';

const PICTURE = /\.(svg|png|jpe?g|webp|avif)$/;

/** A file in public/ (`"x-asset": true`), by its path from the site's root; the check makes sure it is there. */
export const assetKind: FieldKind = {
  name: 'asset',
  matches: (schema) => schema['x-asset'] === true,
  look: () => ({ widget: 'asset' }),
  check: {
    keyword: 'x-asset',
    schemaType: 'boolean',
    check: recordFoundText('assets'),
  },
  // A picture, since most files a field names are (a logo, an image's src); one under /images/ first.
  start: (_schema, { assets }) => {
    const pictures = assets.filter((asset) => PICTURE.test(asset));
    return pictures.find((asset) => asset.startsWith('/images/')) ?? pictures[0];
  },
  describe: (schema) => describeText('text', schema),
};
