import type { ExpansionRecord } from '../manifest/expand-generated-routes';
import type { ManifestLocator } from '../problems/manifest-locator';
import type { EntryRecord } from '../manifest/resolve-entries';
import { createProblem, locateProblem } from '../problems/create-problem';
import { describePlace } from '../problems/describe-place';
import type { Problem } from '../problems/problem';

/** A collection, entry or entry-field reference that does not hold, as the catalogue says it. */
export function describeCollectionRecord(
  record: ExpansionRecord | EntryRecord,
  locator: ManifestLocator,
  file: string,
): Problem {
  const at = locateProblem(locator, file, record.pointer);
  const { value, suggestion } = record;
  // Every record but an unknown collection's names the collection it is about.
  const collection = record.collection ?? '';
  switch (record.kind) {
    case 'unknown-collection':
      return createProblem(record.kind, { value, suggestion }, at);
    case 'unknown-entry':
      return createProblem(record.kind, { collection, value, suggestion }, at);
    case 'duplicate-entry-id':
      return createProblem(
        record.kind,
        {
          collection,
          value,
          firstAt: describePlace(locator.locate((record as EntryRecord).first!), locator.locate(record.pointer)),
        },
        at,
      );
    case 'unknown-entry-field':
      return createProblem(
        record.kind,
        { collection, value, suggestion, entryId: 'entry' in record ? record.entry?.id : undefined },
        at,
      );
    case 'unused-entry':
      return createProblem(record.kind, { collection, value }, at);
    case 'too-few-entries':
      return createProblem(record.kind, { collection, ...(record as EntryRecord).shortfall! }, at);
    case 'card-without-picture': {
      const { field, listedAt } = (record as EntryRecord).picture!;
      return createProblem(
        record.kind,
        {
          collection,
          id: value,
          field,
          listing: locator.describe(listedAt),
          listedAt: describePlace(locator.locate(listedAt), at),
        },
        at,
      );
    }
  }
}
