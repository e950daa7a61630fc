import { completeEntryIds } from '../base/complete-entry-ids';
import type { EntrySelection, FieldKind } from '../base/field-kind';
import { recordEntryReference } from '../base/record-entry-reference';

const collectionOf = (schema: Record<string, unknown>) => String(schema['x-entries']);

function isScalarValue(value: unknown): boolean {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/** Whether a value is one of the forms an `x-entries` field takes. */
function isEntrySelection(value: unknown): value is EntrySelection {
  if (value === 'all') return true;
  if (Array.isArray(value)) return value.every((id) => typeof id === 'string');
  if (value === null || typeof value !== 'object') return false;
  const { where, limit, ...rest } = value as Record<string, unknown>;
  const whereOk =
    where === undefined ||
    (typeof where === 'object' && where !== null && !Array.isArray(where) && Object.values(where).every(isScalarValue));
  const limitOk = limit === undefined || (Number.isInteger(limit) && (limit as number) >= 1);
  return Object.keys(rest).length === 0 && whereOk && limitOk;
}

/** Entries of a collection (`"x-entries": "clients"`): all of them, a list of ids, or a filter `{ where, limit }`. */
export const entriesKind: FieldKind = {
  name: 'entries',
  matches: (schema) => typeof schema['x-entries'] === 'string',
  look: (schema) => ({ field: 'entries', options: { collection: collectionOf(schema) } }),
  check: {
    keyword: 'x-entries',
    schemaType: 'string',
    check: (value, place, found) => {
      const collection = String(place.marked);
      if (!isEntrySelection(value))
        return [
          {
            message: `expected a list of ${collection} ids, "all", or a filter { where: { field: value }, limit: 3 }`,
            params: { collection },
          },
        ];
      recordEntryReference(found, place, value, true);
      return [];
    },
    describe: (value, refusal) => ({ rule: 'entry-selection', value, collection: String(refusal.params.collection) }),
  },
  start: () => 'all',
  complete: (schema, collections) => completeEntryIds(collections[collectionOf(schema)]),
  describe: (schema, { code, linkCollection }) =>
    `${linkCollection(collectionOf(schema))} entries: ${code('all')}, a list of ids, or ${code('{ where: { field: value }, limit: 3 }')}`,
  // A component receives the entries themselves: the loader resolves the selection.
  typeSchema: (schema, entryTypeOf) => ({
    type: 'array',
    items: entryTypeOf(collectionOf(schema)),
    description: schema.description,
  }),
};
