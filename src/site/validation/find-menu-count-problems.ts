import { isRecord } from '../yaml/is-record';
import type { ManifestLocator } from '../problems/manifest-locator';
import { createProblem, locateProblem } from '../problems/create-problem';
import type { Problem } from '../problems/problem';

/**
 * How many entries a header menu shows: its items, then its products (`all`, or a list of ids). Shared by the
 * check and by new-page, so both count alike.
 */
export function countMenuEntries(group: unknown, collections: unknown): number {
  if (!isRecord(group)) return 0;
  const items = Array.isArray(group.items) ? group.items.length : 0;
  const all = isRecord(collections) && Array.isArray(collections.products) ? collections.products.length : 0;
  const products = group.products === 'all' ? all : Array.isArray(group.products) ? group.products.length : 0;
  return items + products;
}

/** The header menus whose entries are more or fewer than their `count:` (the specification's number). */
export function findMenuCountProblems(data: unknown, locator: ManifestLocator, file: string): Problem[] {
  const navigation = isRecord(data) ? data.navigation : undefined;
  const header = isRecord(navigation) && Array.isArray(navigation.header) ? navigation.header : [];
  const collections = isRecord(data) ? data.collections : undefined;
  return header.flatMap((group: unknown, index) => {
    if (!isRecord(group) || typeof group.count !== 'number') return [];
    const found = countMenuEntries(group, collections);
    if (found === group.count) return [];
    const menu = typeof group.title === 'string' ? group.title : `header[${index}]`;
    return [
      createProblem(
        'menu-count',
        { menu, count: group.count, found },
        locateProblem(locator, file, `/navigation/header/${index}`, 'count'),
      ),
    ];
  });
}
