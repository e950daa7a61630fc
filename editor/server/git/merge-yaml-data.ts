import type { DataPath } from '../yaml/write-yaml-value';

/** A value both sides changed, differently: the person chooses. */
export interface DataConflict {
  path: DataPath;
  mine: unknown;
  theirs: unknown;
}

export interface DataMerge {
  /** Their changes to write onto my file (`undefined` removes), each where I left the value as it was. */
  theirChanges: Array<{ path: DataPath; value: unknown }>;
  conflicts: DataConflict[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A three-way merge of a YAML file's data: the last common version, mine and theirs. Where only one side
 * changed a value, that side wins; where both changed it alike, nothing to do; where both changed it
 * differently, a conflict at the deepest path that holds both changes. Maps are compared key by key, lists
 * item by item while their lengths agree (a list whose items were added or removed on both sides is one
 * value: the person sees both lists).
 */
export function mergeYamlData(base: unknown, mine: unknown, theirs: unknown): DataMerge {
  const merge: DataMerge = { theirChanges: [], conflicts: [] };
  const visit = (path: DataPath, b: unknown, m: unknown, t: unknown): void => {
    if (same(m, t) || same(b, t)) return;
    if (same(b, m)) {
      merge.theirChanges.push({ path, value: t });
      return;
    }
    if (isMap(m) && isMap(t) && (isMap(b) || b === undefined)) {
      const keys = new Set([...Object.keys(m), ...Object.keys(t)]);
      for (const key of keys) visit([...path, key], isMap(b) ? b[key] : undefined, m[key], t[key]);
      return;
    }
    if (Array.isArray(b) && Array.isArray(m) && Array.isArray(t) && b.length === m.length && m.length === t.length) {
      m.forEach((item, index) => visit([...path, index], b[index], item, t[index]));
      return;
    }
    merge.conflicts.push({ path, mine: m, theirs: t });
  };
  visit([], base, mine, theirs);
  return merge;
}
