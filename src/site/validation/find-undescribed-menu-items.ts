import { isRecord } from '../yaml/is-record';
import type { ManifestLocator } from '../problems/manifest-locator';
import { createProblem, locateProblem } from '../problems/create-problem';
import type { Problem } from '../problems/problem';

const hasDescription = (item: unknown) =>
  isRecord(item) && typeof item.description === 'string' && item.description.trim() !== '';

/**
 * The items of a header menu without the line of description the menu's other items show under their title
 * (a warning: the dropdown shows one entry bare among described ones). A menu whose items have none is
 * consistent, and says nothing.
 */
export function findUndescribedMenuItems(data: unknown, locator: ManifestLocator, file: string): Problem[] {
  const navigation = isRecord(data) ? data.navigation : undefined;
  const header = isRecord(navigation) && Array.isArray(navigation.header) ? navigation.header : [];
  return header.flatMap((group: unknown, groupIndex) => {
    const items = isRecord(group) && Array.isArray(group.items) ? group.items : [];
    const described = items.filter(hasDescription).length;
    if (described === 0) return [];
    const menu = isRecord(group) && typeof group.title === 'string' ? group.title : `header[${groupIndex}]`;
    return items.flatMap((item: unknown, index) =>
      hasDescription(item) || !isRecord(item) || typeof item.title !== 'string'
        ? []
        : [
            createProblem(
              'menu-item-without-description',
              { title: item.title, menu, described, total: items.length },
              locateProblem(locator, file, `/navigation/header/${groupIndex}/items/${index}`),
            ),
          ],
    );
  });
}
