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
  const visit = (value: unknown, path: Array<string | number>) => {
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
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(data, []);
  return problems;
}
