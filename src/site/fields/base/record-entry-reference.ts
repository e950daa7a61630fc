import type { EntrySelection, FieldSchema, FoundEntryReference, FoundValues, ValuePlace } from './field-kind';

/**
 * A field that names entries can require as many as a sibling field says (`"x-min-entries-from": "quizLength"`):
 * a quiz of 10 questions needs a bank of at least 10. Defaults are filled before the fields are checked,
 * so the sibling holds its default when the manifest leaves it out.
 */
function readAtLeast(parentSchema: FieldSchema | undefined, parentData: unknown): FoundEntryReference['atLeast'] {
  const field = parentSchema?.['x-min-entries-from'];
  if (typeof field !== 'string' || parentData === null || typeof parentData !== 'object') return undefined;
  const count = (parentData as Record<string, unknown>)[field];
  return Number.isInteger(count) ? { count: count as number, field } : undefined;
}

/** Notes a field's entries, for the loader to resolve and the check to find, and a deletion to warn about. */
export function recordEntryReference(
  found: FoundValues,
  place: ValuePlace,
  value: EntrySelection,
  many: boolean,
): void {
  found.references.push({
    pointer: place.pointer,
    collection: String(place.marked),
    value,
    many,
    atLeast: readAtLeast(place.parentSchema, place.parentData),
    picture:
      typeof place.parentSchema?.['x-card-picture'] === 'string' ? place.parentSchema['x-card-picture'] : undefined,
  });
}
