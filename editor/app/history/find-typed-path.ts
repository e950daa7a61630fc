import { isRecord } from '#site/yaml/is-record';

/** A place where two values differ, and whether both sides are a text (or no value yet, or no longer). */
interface Difference {
  path: string;
  text: boolean;
}

const isText = (value: unknown) => value === undefined || typeof value === 'string';

/** Up to two differences between the values: one is all the answer needs to know, two already say "more". */
function findDifferences(before: unknown, after: unknown, path: string, found: Difference[]): void {
  if (found.length > 1 || before === after) return;
  const bothLists = Array.isArray(before) && Array.isArray(after) && before.length === after.length;
  if (bothLists || (isRecord(before) && isRecord(after))) {
    const a = before as Record<string, unknown>;
    const b = after as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
      findDifferences(a[key], b[key], `${path}/${key}`, found);
    return;
  }
  found.push({ path, text: isText(before) && isText(after) });
}

/**
 * The path of the one text a change typed into, when that is all it changed ("/blocks/0/title"); undefined
 * for anything else (a block added, moved or removed, a choice made, two fields at once). Keys typed into one
 * field join one step of the history; every other change is a step of its own.
 */
export function findTypedPath(before: unknown, after: unknown): string | undefined {
  const found: Difference[] = [];
  findDifferences(before, after, '', found);
  return found.length === 1 && found[0].text ? found[0].path : undefined;
}
