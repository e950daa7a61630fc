import type { ManifestLocator } from '../problems/manifest-locator';
import { joinPointer } from '../yaml/json-pointer';
import { createProblem, locateProblem } from '../problems/create-problem';
import type { Problem } from '../problems/problem';
import { STARTER_TEXT_PATTERN } from '../fields/base/starter-text';

/**
 * A template's placeholder text as its literal parts: between two parts stood a `{hole}` (a title, a
 * company), which any text of at least one character fills. Parts, not a regular expression: every text of
 * a large site is compared with every placeholder, and a pattern that starts with a hole (`^.+ from .+: …$`)
 * scans each text to its end, where these comparisons stop at the first character that differs.
 */
export type PlaceholderText = string[];

/** Whether `text` is `parts` with each hole between them filled. */
export function matchesPlaceholder(text: string, parts: PlaceholderText): boolean {
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (parts.length === 1) return text === first;
  if (text.length < first.length + last.length + parts.length - 1) return false;
  if (!text.startsWith(first) || !text.endsWith(last)) return false;
  const end = text.length - last.length;
  let at = first.length;
  // Each middle part at its first place after a filled hole leaves the most room for the parts after it.
  for (const part of parts.slice(1, -1)) {
    const found = text.indexOf(part, at + 1);
    if (found < 0) return false;
    at = found + part.length;
  }
  return end - at >= 1;
}

/**
 * Every text of the site, as written (routes, page files, collections), still equal to a template's
 * placeholder (`placeholders`: see readPlaceholderTexts in scripts/new-page) or to the text a new entry starts
 * with in the editor (starter-text.ts), each reported where it is written.
 */
export function findPlaceholderTexts(
  data: unknown,
  placeholders: PlaceholderText[],
  locator: ManifestLocator,
  file: string,
): Problem[] {
  const problems: Problem[] = [];
  // A placeholder without a hole is one text, looked up at once; a text shorter than every one with holes
  // (most of a site's texts: names, labels) is compared with none of them.
  const whole = new Set(placeholders.filter((parts) => parts.length === 1).map(([text]) => text));
  const withHoles = placeholders.filter((parts) => parts.length > 1);
  const shortest = Math.min(...withHoles.map((parts) => parts.join('').length + parts.length - 1));
  const isPlaceholder = (text: string) =>
    whole.has(text) || (text.length >= shortest && withHoles.some((parts) => matchesPlaceholder(text, parts)));
  // One path, extended and shortened as the walk goes: every text of a large site is visited.
  const path: Array<string | number> = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      const text = value.trim();
      const inEntry = STARTER_TEXT_PATTERN.test(text);
      if (inEntry || isPlaceholder(text))
        problems.push(
          createProblem('placeholder-text', { text: value, inEntry }, locateProblem(locator, file, joinPointer(path))),
        );
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        path.push(index);
        visit(value[index]);
        path.pop();
      }
      return;
    }
    for (const key in value) {
      path.push(key);
      visit((value as Record<string, unknown>)[key]);
      path.pop();
    }
  };
  visit(data);
  return problems;
}
