import { escapePointerSegment, splitPointer } from '../yaml/json-pointer';
import { isRecord } from '../yaml/is-record';
import { suggestClosest } from '../problems/suggest-closest';

/** The collection entry a generated route was made for. */
export interface EntrySource {
  collection: string;
  index: number;
  id: string;
}

/** Where a route of the expanded list comes from in the manifest as written. */
export interface RouteOrigin {
  /** Its index under `routes:` in the file (the template's, for a generated route). */
  index: number;
  entry?: EntrySource;
  /** Values taken whole from the entry: [pointer inside the route, pointer of the entry's field]. */
  taken: Array<[string, string]>;
}

/** A `{field}` the entry does not have, or a `generate:` naming no collection. */
export interface ExpansionRecord {
  kind: 'unknown-entry-field' | 'unknown-collection';
  /** Pointer into the manifest as written. */
  pointer: string;
  value: string;
  collection?: string;
  /** The entry that lacks the field, when others have it. */
  entry?: EntrySource;
  suggestion?: string;
}

export interface ExpandedRoutes {
  routes: unknown[];
  origins: RouteOrigin[];
  records: ExpansionRecord[];
  /** `collection/id` of every entry that made a page. */
  generated: Set<string>;
}

const FIELD = String.raw`[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*`;
const WHOLE_PLACEHOLDER = new RegExp(`^\\{(${FIELD})\\}$`);
/** Splits a text into [text, field, text, field, …, text]. */
const PLACEHOLDER = new RegExp(`\\{(${FIELD})\\}`);
const MISSING = Symbol('missing');

function readPath(entry: unknown, path: string[]): unknown {
  let value = entry;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** A copy of parsed YAML data (texts, numbers, lists, maps): several times faster than structuredClone. */
function copyData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyData);
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key in value) copy[key] = copyData(value[key]);
  return copy;
}

/** One entry's page being made from the template. */
interface Filling {
  entry: unknown;
  entryPointer: string;
  taken: Array<[string, string]>;
  /** Whether a field the entry lacks is simply optional (else it is reported, and the text is kept). */
  isOptional(pointer: string, field: string, optional: boolean): boolean;
}

type TemplatePart = (filling: Filling) => unknown;

/**
 * Reads the template once into functions that fill it for an entry, so ten thousand entries cost ten
 * thousand walks of prepared parts, not ten thousand rounds of pattern matching and pointer building.
 */
function compileTemplate(value: unknown, pointer: string): TemplatePart {
  if (typeof value === 'string') {
    const whole = WHOLE_PLACEHOLDER.exec(value);
    if (whole) {
      const field = whole[1];
      const path = field.split('.');
      const fieldPointer = `/${path.join('/')}`;
      return (filling) => {
        const found = readPath(filling.entry, path);
        // A reported slip keeps its text, so the check does not add "missing field" to it.
        if (found === undefined) return filling.isOptional(pointer, field, true) ? MISSING : value;
        filling.taken.push([pointer, filling.entryPointer + fieldPointer]);
        // A copy: the validator fills defaults into what it checks, and two pages must not share them.
        return copyData(found);
      };
    }
    const pieces = value.split(PLACEHOLDER);
    if (pieces.length === 1) return () => value;
    return (filling) =>
      pieces
        .map((piece, index) => {
          if (index % 2 === 0) return piece;
          const found = readPath(filling.entry, piece.split('.'));
          if (found === undefined || (typeof found === 'object' && found !== null)) {
            filling.isOptional(pointer, piece, false);
            return `{${piece}}`;
          }
          return String(found);
        })
        .join('');
  }
  if (Array.isArray(value)) {
    const parts = value.map((item, index) => compileTemplate(item, `${pointer}/${index}`));
    return (filling) => parts.map((part) => part(filling)).filter((item) => item !== MISSING);
  }
  if (isRecord(value)) {
    const condition = value.ifEntryHas === undefined ? undefined : String(value.ifEntryHas);
    const parts = Object.keys(value)
      .filter((key) => key !== 'ifEntryHas')
      .map((key) => [key, compileTemplate(value[key], `${pointer}/${escapePointerSegment(key)}`)] as const);
    return (filling) => {
      if (condition !== undefined && readPath(filling.entry, condition.split('.')) === undefined) {
        filling.isOptional(`${pointer}/ifEntryHas`, condition, true);
        return MISSING;
      }
      const filled: Record<string, unknown> = {};
      for (const [key, part] of parts) {
        const result = part(filling);
        if (result !== MISSING) filled[key] = result;
      }
      return filled;
    };
  }
  return () => value;
}

/**
 * Turns each route with `generate: <collection>` into one route per entry of that collection: `{field}`
 * in its texts becomes the entry's field, and a text that is only `{field}` takes the field's value as it
 * is (a list, a group of fields). A missing optional field leaves the value out, and a part of the page
 * marked `ifEntryHas: <field>` (a block, a button) is left out where the entry lacks that field. The result is an
 * ordinary route list, validated and checked like any other, with the origin of each route kept so a
 * problem is reported where it can be fixed: in the template, or in the entry.
 */
export function expandGeneratedRoutes(
  routes: unknown[],
  collections: unknown,
  knownCollections: string[],
): ExpandedRoutes {
  const expanded: ExpandedRoutes = { routes: [], origins: [], records: [], generated: new Set() };
  const reported = new Set<string>();
  const report = (record: ExpansionRecord) => {
    const key = `${record.kind}|${record.pointer}|${record.value}`;
    if (reported.has(key)) return;
    reported.add(key);
    expanded.records.push(record);
  };

  routes.forEach((route, index) => {
    const collection = isRecord(route) ? route.generate : undefined;
    if (collection === undefined) {
      expanded.routes.push(route);
      expanded.origins.push({ index, taken: [] });
      return;
    }
    if (typeof collection !== 'string' || !knownCollections.includes(collection)) {
      report({
        kind: 'unknown-collection',
        pointer: `/routes/${index}/generate`,
        value: String(collection),
        suggestion: suggestClosest(String(collection), knownCollections),
      });
      return;
    }
    // No entries yet (or not a list, which validation reports): no pages.
    const entries = isRecord(collections) ? collections[collection] : undefined;
    if (!Array.isArray(entries)) return;
    const fieldsInAnyEntry = new Map<string, boolean>();
    const existsInSomeEntry = (field: string) => {
      let exists = fieldsInAnyEntry.get(field);
      if (exists === undefined) {
        const path = field.split('.');
        exists = entries.some((entry) => readPath(entry, path) !== undefined);
        fieldsInAnyEntry.set(field, exists);
      }
      return exists;
    };
    const topLevelFields = () => [...new Set(entries.flatMap((entry) => (isRecord(entry) ? Object.keys(entry) : [])))];
    const { generate: _generate, ...template } = route as Record<string, unknown>;
    const fill = compileTemplate(template, '');

    entries.forEach((entry, entryIndex) => {
      const source: EntrySource = {
        collection,
        index: entryIndex,
        id: isRecord(entry) && typeof entry.id === 'string' ? entry.id : String(entryIndex),
      };
      const filling: Filling = {
        entry,
        entryPointer: `/collections/${collection}/${entryIndex}`,
        taken: [],
        isOptional: (pointer, field, optional) => {
          const elsewhere = existsInSomeEntry(field);
          if (optional && elsewhere) return true;
          const suggestion = elsewhere ? undefined : suggestClosest(field.split('.')[0], topLevelFields());
          report({
            kind: 'unknown-entry-field',
            pointer: `/routes/${index}${pointer}`,
            value: field,
            collection,
            entry: elsewhere ? source : undefined,
            suggestion,
          });
          return false;
        },
      };
      expanded.routes.push(fill(filling));
      expanded.origins.push({ index, entry: source, taken: filling.taken });
      expanded.generated.add(`${collection}/${source.id}`);
    });
  });
  return expanded;
}

/** Where a pointer into the expanded data points in the manifest as written, and which entry's page it is on. */
export function findSource(
  pointer: string,
  origins: RouteOrigin[],
): { pointer: string; entry?: EntrySource; inEntry: boolean } {
  const [first, index] = splitPointer(pointer);
  const origin = first === 'routes' && index !== undefined ? origins[Number(index)] : undefined;
  if (!origin) return { pointer, inEntry: false };
  const inside = pointer.slice(`/routes/${index}`.length);
  for (const [place, field] of origin.taken) {
    if (inside === place || inside.startsWith(`${place}/`))
      return { pointer: field + inside.slice(place.length), entry: origin.entry, inEntry: true };
  }
  return { pointer: `/routes/${origin.index}${inside}`, entry: origin.entry, inEntry: false };
}
