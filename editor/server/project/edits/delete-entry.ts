import { readFileSync } from 'node:fs';
import { writeFileAtomically } from '#scripts/cli/write-file-atomically';
import { writeYamlValue, YamlWriteError } from '#editor/server/yaml/write-yaml-value';
import { findEntry } from './duplicate-entry';
import { findEntryReferences } from './find-entry-references';
import { labelField } from '#site/fields/label-field';

/** An entry still named or linked to: deleting it would break those places, listed in `referrers`. */
export class EntryInUseError extends YamlWriteError {
  constructor(
    message: string,
    readonly referrers: string[],
  ) {
    super(message);
  }
}

/** Removes an entry's lines from its file, or refuses (EntryInUseError) while anything refers to it. */
export function deleteEntry(manifest: string, collection: string, id: unknown): { file: string; done: string } {
  const { file, name, index } = findEntry(manifest, collection, id);
  const referrers = findEntryReferences(manifest, collection, String(id));
  if (referrers.length > 0)
    throw new EntryInUseError(
      `the ${labelField(collection)} entry ${String(id)} cannot be deleted while ${referrers.join(', ')} ${referrers.length === 1 ? 'refers' : 'refer'} to it. Change those first`,
      referrers,
    );
  writeFileAtomically(file, writeYamlValue(readFileSync(file, 'utf8'), ['collections', collection, index], undefined));
  return { file: name, done: `deleted the ${labelField(collection)} entry ${String(id)}` };
}
