import { completeEntryIds } from '../base/complete-entry-ids';
import type { FieldKind } from '../base/field-kind';
import { recordEntryReference } from '../base/record-entry-reference';

const ENTRY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const collectionOf = (schema: Record<string, unknown>) => String(schema['x-entry']);

/**
 * One entry of a collection, by its id (`"x-entry": "caseStudies"`). Its schema says only the collection, no
 * `type`: the check refuses anything but an id with its own words.
 */
export const entryKind: FieldKind = {
  name: 'entry',
  matches: (schema) => typeof schema['x-entry'] === 'string',
  look: (schema) => ({ widget: 'entry', options: { collection: collectionOf(schema) } }),
  formType: 'string',
  check: {
    keyword: 'x-entry',
    schemaType: 'string',
    check: (value, place, found) => {
      const collection = String(place.marked);
      if (typeof value !== 'string' || !ENTRY_ID.test(value))
        return [{ message: `expected the id of a ${collection} entry`, params: { collection } }];
      recordEntryReference(found, place, value, false);
      return [];
    },
    describe: (value, refusal) => ({ rule: 'entry-id', value, collection: String(refusal.params.collection) }),
  },
  start: (schema, context) => context.entries[collectionOf(schema)]?.[0],
  complete: (schema, collections) => completeEntryIds(collections[collectionOf(schema)]),
  describe: (schema, { linkCollection }) => `the id of a ${linkCollection(collectionOf(schema))} entry`,
  // A component receives the entry itself: the loader resolves the id.
  typeSchema: (schema, entryTypeOf) => ({ ...entryTypeOf(collectionOf(schema)), description: schema.description }),
};
