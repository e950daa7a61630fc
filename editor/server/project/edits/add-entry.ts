import type { SchemaObject } from 'ajv';
import type { Place } from '#editor/shared/outline';
import { YamlWriteError } from '#editor/server/yaml/write-yaml-value';
import { appendEntry, refuseEntryId } from './append-entry';
import { createStarterEntry } from './create-starter-entry';
import { labelField } from '#site/fields/label-field';
import { PendingWrites } from '../pending-writes';
import { readOutline } from '../read-outline';

export interface AddEntryRequest {
  collection: string;
  id: unknown;
  /** The collection's schema, standing alone (see bundleSchemas). */
  schema: SchemaObject | undefined;
  /** The site's files, for a required picture. */
  assets: string[];
}

/** A new entry at the end of its collection, every required field filled (see createStarterEntry); where it was written. */
export function addEntry(manifest: string, request: AddEntryRequest): Place & { done: string } {
  const { collection, schema } = request;
  if (!schema) throw new YamlWriteError(`the site has no collection named "${collection}"`);
  refuseEntryId(manifest, collection, request.id);
  const id = request.id as string;
  const entries = Object.fromEntries(
    Object.entries(readOutline(manifest).collections).map(([name, list]) => [name, list.map((entry) => entry.id)]),
  );
  const pending = new PendingWrites(manifest);
  const { name, index } = appendEntry(
    pending,
    manifest,
    collection,
    createStarterEntry(schema, { id, entries, assets: request.assets }),
  );
  pending.commit();
  return {
    file: name,
    at: ['collections', collection, index],
    done: `added the ${labelField(collection)} entry ${id} to ${name}`,
  };
}
