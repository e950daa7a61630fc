import { splitPointer } from '../yaml/json-pointer';
import { suggestClosest } from '../problems/suggest-closest';
import type { EntrySelection, FoundEntryReference } from '../fields/base/field-kind';

export interface EntryRecord {
  kind:
    | 'duplicate-entry-id'
    | 'unknown-entry'
    | 'unknown-entry-field'
    | 'unused-entry'
    | 'too-few-entries'
    | 'card-without-picture';
  pointer: string;
  collection: string;
  value: string;
  suggestion?: string;
  /** For a duplicate id: the pointer of the entry that has it first. */
  first?: string;
  /** For too few entries: how many were picked, and the field that asks for more. */
  shortfall?: { picked: number; needed: number; field: string };
  /** For an entry listed without the picture its card shows: that field, and the pointer of the field listing it. */
  picture?: { field: string; listedAt: string };
}

export interface EntryResolution {
  records: EntryRecord[];
  /** The entries a reference names, in the order it names them. */
  select(reference: FoundEntryReference): unknown[];
}

type Entry = Record<string, unknown>;

/**
 * Checks every reference to a collection entry and every entry id with one map per collection (never
 * references × entries), and lists the entries nothing uses: no reference names them and they make no page.
 */
export function resolveEntries(
  collections: Record<string, unknown>,
  references: FoundEntryReference[],
  generated: Set<string>,
): EntryResolution {
  const records: EntryRecord[] = [];
  const byId = new Map<string, Map<string, Entry>>();
  for (const [collection, entries] of Object.entries(collections)) {
    const ids = new Map<string, Entry>();
    const firstAt = new Map<string, number>();
    (Array.isArray(entries) ? (entries as Entry[]) : []).forEach((entry, index) => {
      const id = entry?.id;
      if (typeof id !== 'string') return;
      const first = firstAt.get(id);
      if (first === undefined) {
        firstAt.set(id, index);
        ids.set(id, entry);
      } else {
        records.push({
          kind: 'duplicate-entry-id',
          pointer: `/collections/${collection}/${index}/id`,
          collection,
          value: id,
          first: `/collections/${collection}/${first}/id`,
        });
      }
    });
    byId.set(collection, ids);
  }

  const used = new Set(generated);
  const select = (reference: FoundEntryReference, report: boolean): Entry[] => {
    const ids = byId.get(reference.collection) ?? new Map<string, Entry>();
    const selection: EntrySelection = reference.value;
    const pick = (id: string, pointer: string): Entry[] => {
      const entry = ids.get(id);
      if (entry) return [entry];
      if (report)
        records.push({
          kind: 'unknown-entry',
          pointer,
          collection: reference.collection,
          value: id,
          suggestion: suggestClosest(id, ids.keys()),
        });
      return [];
    };
    if (typeof selection === 'string')
      return selection === 'all' && reference.many ? [...ids.values()] : pick(selection, reference.pointer);
    if (Array.isArray(selection)) return selection.flatMap((id, index) => pick(id, `${reference.pointer}/${index}`));
    const entries = [...ids.values()];
    const where = Object.entries(selection.where ?? {});
    if (report) {
      const fields = [...new Set(entries.flatMap((entry) => Object.keys(entry)))];
      for (const [field] of where) {
        if (!fields.includes(field))
          records.push({
            kind: 'unknown-entry-field',
            pointer: `${reference.pointer}/where`,
            collection: reference.collection,
            value: field,
            suggestion: suggestClosest(field, fields),
          });
      }
    }
    const matching = entries.filter((entry) => where.every(([field, value]) => entry[field] === value));
    return selection.limit === undefined ? matching : matching.slice(0, selection.limit);
  };

  const withoutPicture = new Set<Entry>();
  for (const reference of references) {
    const selected = select(reference, true);
    for (const entry of selected) used.add(`${reference.collection}/${String(entry.id)}`);
    const field = reference.picture;
    // One problem per entry, however many listings show it.
    for (const entry of selected) {
      if (field === undefined || entry[field] !== undefined || withoutPicture.has(entry)) continue;
      withoutPicture.add(entry);
      records.push({
        kind: 'card-without-picture',
        pointer: `/collections/${reference.collection}/${(collections[reference.collection] as Entry[]).indexOf(entry)}/id`,
        collection: reference.collection,
        value: String(entry.id),
        picture: { field, listedAt: reference.pointer },
      });
    }
    const { atLeast } = reference;
    if (atLeast && selected.length < atLeast.count) {
      records.push({
        kind: 'too-few-entries',
        pointer: reference.pointer,
        collection: reference.collection,
        value: String(selected.length),
        shortfall: { picked: selected.length, needed: atLeast.count, field: atLeast.field },
      });
    }
  }
  for (const [collection, ids] of byId) {
    const entries = collections[collection] as Entry[];
    for (const id of ids.keys()) {
      if (!used.has(`${collection}/${id}`))
        records.push({
          kind: 'unused-entry',
          pointer: `/collections/${collection}/${entries.findIndex((entry) => entry?.id === id)}/id`,
          collection,
          value: id,
        });
    }
  }
  return { records, select: (reference) => select(reference, false) };
}

/** Puts `value` at `pointer` in `data` (the place must exist: it held the reference). */
export function replaceAt(data: unknown, pointer: string, value: unknown): void {
  const segments = splitPointer(pointer);
  const last = segments.pop();
  let parent = data as Record<string, unknown>;
  for (const segment of segments) parent = parent[segment] as Record<string, unknown>;
  if (last !== undefined) parent[last] = value;
}
