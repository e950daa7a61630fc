import { labelField } from '#site/fields/label-field';
import { isRecord } from '#site/yaml/is-record';
import { writeYamlValue, YamlWriteError } from '#editor/server/yaml/write-yaml-value';
import type { PendingWrites } from '../pending-writes';
import { readSiteFiles } from '../read-outline';

/** Every id a collection has, whichever file its entries are written in. */
export function listEntryIds(manifest: string, collection: string): string[] {
  return readSiteFiles(manifest).flatMap(({ data }) => {
    const list = isRecord(data) && isRecord(data.collections) ? data.collections[collection] : undefined;
    return Array.isArray(list)
      ? list.flatMap((entry) => (isRecord(entry) && typeof entry.id === 'string' ? [entry.id] : []))
      : [];
  });
}

/** The id refused with a sentence saying why, or nothing when it can be a new entry's id. */
export function refuseEntryId(manifest: string, collection: string, id: unknown): void {
  if (typeof id !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) || id.length > 64)
    throw new YamlWriteError(
      `"${String(id ?? '')}" cannot be an id: use lower-case letters and digits, words joined by dashes (e.g. northwind-2)`,
    );
  if (listEntryIds(manifest, collection).includes(id))
    throw new YamlWriteError(`a ${labelField(collection)} entry with the id "${id}" already exists: choose another id`);
}

/**
 * The file and list a collection's new entries go to: where its last entry is written, or, for a collection
 * with no entry yet, a new list in the manifest.
 */
export function findCollectionList(manifest: string, collection: string): { name: string; list: unknown[] } {
  const files = readSiteFiles(manifest);
  const holder = files
    .filter(({ data }) => isRecord(data) && isRecord(data.collections) && Array.isArray(data.collections[collection]))
    .at(-1);
  if (!holder) return { name: files[0].name, list: [] };
  return {
    name: holder.name,
    list: (holder.data as { collections: Record<string, unknown[]> }).collections[collection],
  };
}

/** Adds `entry` at the end of its collection's list (only its lines are written), refusing an id already taken. */
export function appendEntry(
  pending: PendingWrites,
  manifest: string,
  collection: string,
  entry: Record<string, unknown>,
): { name: string; index: number } {
  refuseEntryId(manifest, collection, entry.id);
  const { name, list } = findCollectionList(manifest, collection);
  pending.write(name, writeYamlValue(pending.read(name), ['collections', collection], [...list, entry]));
  return { name, index: list.length };
}
