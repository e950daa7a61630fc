import type { FoundUniqueValue } from '../fields/base/field-kind';
import { getAt } from '../yaml/get-at';
import { joinPointer, splitPointer } from '../yaml/json-pointer';
import type { ManifestLocator } from '../problems/manifest-locator';
import { createProblem, locateProblem } from '../problems/create-problem';
import { describePlace } from '../problems/describe-place';
import type { Problem } from '../problems/problem';

/**
 * The values of an `x-unique` field that an earlier item of the same list already holds (a country's calling
 * code listed twice), each reported at the later item, naming the earlier one. `found` is in the order the
 * validator walked the data, which is the order the items are written.
 */
export function findDuplicateValues(
  found: FoundUniqueValue[],
  data: unknown,
  locator: ManifestLocator,
  file: string,
): Problem[] {
  const first = new Map<string, string>();
  return found.flatMap(({ pointer, value, about }) => {
    // The field's pointer is its list's, the item's index, then the field: /collections/countries/12/code.
    const [field, , ...list] = splitPointer(pointer).reverse();
    const key = `${joinPointer(list.reverse())}\n${field}\n${value}`;
    const firstPointer = first.get(key);
    if (firstPointer === undefined) {
      first.set(key, pointer);
      return [];
    }
    const firstItem = splitPointer(firstPointer).slice(0, -1);
    const firstId = getAt(data, [...firstItem, 'id']);
    return [
      createProblem(
        'duplicate-value',
        {
          field,
          value,
          firstAt: describePlace(locator.locate(firstPointer), locator.locate(pointer)),
          firstId: typeof firstId === 'string' ? firstId : undefined,
          about,
        },
        locateProblem(locator, file, pointer),
      ),
    ];
  });
}
