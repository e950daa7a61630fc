import { readFileSync } from 'node:fs';
import { isRecord } from '#site/yaml/is-record';
import type { Place } from '#editor/shared/outline';
import { writeFileAtomically } from '#scripts/cli/write-file-atomically';
import { writeYamlValue, YamlWriteError } from '#editor/server/yaml/write-yaml-value';
import { refuseEntryId } from './append-entry';
import { labelField } from '#site/fields/label-field';
import { findGeneratedPath } from '../find-generated-path';
import { readSiteFiles } from '../read-outline';

/** `value` with every text equal to `from` replaced by `to` (a copy). */
function replaceText(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((item) => replaceText(item, from, to));
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceText(item, from, to)]));
  return value;
}

/** Where an entry is written: its file, its list there and its index in that list. */
export function findEntry(
  manifest: string,
  collection: string,
  id: unknown,
): { file: string; name: string; list: unknown[]; index: number } {
  for (const { file, name, data } of readSiteFiles(manifest)) {
    const list = isRecord(data) && isRecord(data.collections) ? data.collections[collection] : undefined;
    if (!Array.isArray(list)) continue;
    const index = list.findIndex((entry) => isRecord(entry) && entry.id === id);
    if (index !== -1) return { file, name, list, index };
  }
  throw new YamlWriteError(`the ${labelField(collection)} list has no entry with the id "${String(id)}"`);
}

/**
 * A copy of an entry with a new id, right after it in the same file. Where the site makes a page of each
 * entry, the copy's links to the original's page lead to its own instead (a case study's listing card).
 */
export function duplicateEntry(
  manifest: string,
  collection: string,
  from: unknown,
  id: unknown,
): Place & { done: string } {
  const { file, name, list, index } = findEntry(manifest, collection, from);
  refuseEntryId(manifest, collection, id);
  const oldPage = findGeneratedPath(manifest, collection, String(from));
  const newPage = findGeneratedPath(manifest, collection, String(id));
  const original = list[index] as Record<string, unknown>;
  const copy = {
    ...(oldPage && newPage ? (replaceText(original, oldPage, newPage) as Record<string, unknown>) : original),
    id,
  };
  const next = [...list.slice(0, index + 1), copy, ...list.slice(index + 1)];
  writeFileAtomically(file, writeYamlValue(readFileSync(file, 'utf8'), ['collections', collection], next));
  return {
    file: name,
    at: ['collections', collection, index + 1],
    done: `copied the ${labelField(collection)} entry ${String(from)} as ${String(id)}`,
  };
}
