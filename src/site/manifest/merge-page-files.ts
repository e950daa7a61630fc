import { isRecord } from '../yaml/is-record';
import { joinPointer, splitPointer } from '../yaml/json-pointer';
import type { ManifestLocator, Position } from '../problems/manifest-locator';
import { createManifestLocator } from '../yaml/locate-in-manifest';
import { createProblem, locateProblem } from '../problems/create-problem';
import type { Problem } from '../problems/problem';
import { suggestClosest } from '../problems/suggest-closest';

/** A page file named by `include:`, read and parsed. */
export interface PageFile {
  /** As shown in messages, e.g. "pages/countries.yaml". */
  file: string;
  text: string;
  data: unknown;
}

/** Where an item of the merged site was written: its file (-1 for the manifest, else the page file's index) and its index there. */
interface ItemSource {
  page: number;
  index: number;
}

export interface MergedSite {
  /** The manifest's data with every page file's routes and collection entries added after its own. */
  data: unknown;
  /** Finds a merged pointer in the file it was written in; `locate` names that file. */
  locator: ManifestLocator;
  problems: Problem[];
}

/** What a page file may hold: the manifest's parts that are lists of things a person adds to. */
const PAGE_KEYS = ['routes', 'collections'];

export function readIncludePatterns(data: unknown): Array<{ pattern: string; index: number }> {
  const include = isRecord(data) ? data.include : undefined;
  return (Array.isArray(include) ? include : []).flatMap((pattern, index) =>
    typeof pattern === 'string' ? [{ pattern, index }] : [],
  );
}

/** Problems of a page file's own shape; what is inside its routes and entries is the validator's. */
function findShapeProblems(page: PageFile, locator: ManifestLocator): Problem[] {
  const at = (pointer: string, key?: string) => locateProblem(locator, page.file, pointer, key);
  if (!isRecord(page.data)) return [createProblem('wrong-type', { pageFile: 'not-a-group' }, at(''))];
  const problems: Problem[] = [];
  for (const key of Object.keys(page.data)) {
    if (PAGE_KEYS.includes(key)) continue;
    problems.push(
      createProblem(
        'unknown-field',
        { field: key, inPageFile: true, suggestion: suggestClosest(key, PAGE_KEYS) },
        at('', key),
      ),
    );
  }
  if ('routes' in page.data && !Array.isArray(page.data.routes))
    problems.push(createProblem('wrong-type', { pageFile: 'routes-not-a-list' }, at('/routes')));
  const { collections } = page.data;
  if ('collections' in page.data && !isRecord(collections))
    problems.push(createProblem('wrong-type', { pageFile: 'collections-not-a-group' }, at('/collections')));
  if (isRecord(collections)) {
    for (const [name, entries] of Object.entries(collections)) {
      if (!Array.isArray(entries))
        problems.push(
          createProblem(
            'wrong-type',
            { pageFile: 'entries-not-a-list', collection: name },
            at(joinPointer(['collections', name])),
          ),
        );
    }
  }
  return problems;
}

function mapPointer(
  segments: string[],
  routes: ItemSource[],
  collections: Map<string, ItemSource[]>,
): { page: number; pointer: string } | undefined {
  const [first, second, third, ...rest] = segments;
  if (first === 'routes' && second !== undefined && /^\d+$/.test(second)) {
    const source = routes[Number(second)];
    return (
      source && { page: source.page, pointer: joinPointer(['routes', String(source.index), ...segments.slice(2)]) }
    );
  }
  if (first === 'collections' && second !== undefined) {
    const sources = collections.get(second);
    if (!sources) return undefined;
    if (third !== undefined && /^\d+$/.test(third)) {
      const source = sources[Number(third)];
      return (
        source && { page: source.page, pointer: joinPointer(['collections', second, String(source.index), ...rest]) }
      );
    }
    // The collection as a whole: where its first entry is written.
    return { page: sources[0]?.page ?? -1, pointer: joinPointer(segments) };
  }
  return undefined;
}

/**
 * Adds the page files' routes and collection entries to the manifest's, in the order the files were
 * found, and keeps for every merged item the file and place it was written at: whatever is reported
 * later on the merged site is reported where a person can fix it.
 */
export function mergePageFiles(manifest: PageFile, pages: PageFile[]): MergedSite {
  const locators = new Map<number, ManifestLocator>();
  const locatorOf = (page: number) => {
    let locator = locators.get(page);
    if (!locator) {
      const source = page === -1 ? manifest : pages[page];
      locator = createManifestLocator(source.text, source.data);
      locators.set(page, locator);
    }
    return locator;
  };
  const fileOf = (page: number) => (page === -1 ? manifest : pages[page]).file;

  const raw = manifest.data;
  const routeSources: ItemSource[] = [];
  const collectionSources = new Map<string, ItemSource[]>();
  const routes: unknown[] = [];
  const collections: Record<string, unknown> = {};
  const add = (data: unknown, page: number) => {
    if (!isRecord(data)) return;
    if (Array.isArray(data.routes)) {
      data.routes.forEach((_, index) => routeSources.push({ page, index }));
      routes.push(...data.routes);
    }
    if (!isRecord(data.collections)) return;
    for (const [name, entries] of Object.entries(data.collections)) {
      const sources = collectionSources.get(name) ?? [];
      collectionSources.set(name, sources);
      if (!Array.isArray(entries)) {
        // The manifest's own odd value stays for the validator to report; a page file's was reported above.
        if (page === -1) collections[name] = entries;
        continue;
      }
      entries.forEach((_, index) => sources.push({ page, index }));
      const before = collections[name];
      collections[name] = Array.isArray(before) ? [...before, ...entries] : entries;
    }
  };

  add(raw, -1);
  const problems: Problem[] = [];
  pages.forEach((page, index) => {
    const found = findShapeProblems(page, locatorOf(index));
    problems.push(...found);
    add(page.data, index);
  });

  let data = raw;
  if (isRecord(raw) && pages.length > 0) {
    // A manifest's routes: or collections: of the wrong kind stays as written, for the validator to report.
    const merged: Record<string, unknown> = { ...raw };
    if (routes.length > 0 && (raw.routes === undefined || Array.isArray(raw.routes))) merged.routes = routes;
    if (collectionSources.size > 0 && (raw.collections === undefined || isRecord(raw.collections)))
      merged.collections = collections;
    data = merged;
  }

  const locator: ManifestLocator = {
    locate(pointer, key): Position {
      const mapped =
        pages.length === 0 ? undefined : mapPointer(splitPointer(pointer), routeSources, collectionSources);
      const page = mapped?.page ?? -1;
      return { file: fileOf(page), ...locatorOf(page).locate(mapped?.pointer ?? pointer, key) };
    },
    describe(pointer, key) {
      const mapped =
        pages.length === 0 ? undefined : mapPointer(splitPointer(pointer), routeSources, collectionSources);
      return locatorOf(mapped?.page ?? -1).describe(mapped?.pointer ?? pointer, key);
    },
    readWritten(pointer) {
      const mapped =
        pages.length === 0 ? undefined : mapPointer(splitPointer(pointer), routeSources, collectionSources);
      return locatorOf(mapped?.page ?? -1).readWritten?.(mapped?.pointer ?? pointer);
    },
  };
  return { data, locator, problems };
}
