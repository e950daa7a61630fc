import type { ManifestLocator } from '../manifest/locate-in-manifest';
import { joinPointer } from '../manifest/json-pointer';
import { createProblem, locateProblem } from '../problems/create-problem';
import type { Problem } from '../problems/problem';
import { STARTER_TEXT_PATTERN } from './starter-text';

/**
 * Every text of the site, as written (routes, page files, collections), still equal to a template's
 * placeholder (`placeholders`: see readPlaceholderTexts in scripts/new-page) or to the text a new entry starts
 * with in the editor (starter-text.ts), each reported where it is written.
 */
export function findPlaceholderTexts(
  data: unknown,
  placeholders: RegExp[],
  locator: ManifestLocator,
  file: string,
): Problem[] {
  const patterns = [...placeholders, STARTER_TEXT_PATTERN];
  const problems: Problem[] = [];
  // One path, extended and shortened as the walk goes: every text of a large site is visited.
  const path: Array<string | number> = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      const text = value.trim();
      if (patterns.some((pattern) => pattern.test(text)))
        problems.push(
          createProblem(
            'placeholder-text',
            { text: value, inEntry: STARTER_TEXT_PATTERN.test(text) },
            locateProblem(locator, file, joinPointer(path)),
          ),
        );
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      path.push(key);
      visit(item);
      path.pop();
    }
  };
  visit(data);
  return problems;
}
