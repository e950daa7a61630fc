import { writeYamlValue, type DataPath } from '../yaml/write-yaml-value';

/** One edit the browser sends: the new value at a place of a file; no value removes it. */
export interface Change {
  at: DataPath;
  value?: unknown;
}

/** The file's text after each change in turn, each written as patchYamlNode writes (only its own lines). */
export function applyChanges(text: string, changes: Change[]): string {
  return changes.reduce((result, change) => writeYamlValue(result, change.at, change.value), text);
}
