import { createProblem, locateProblem } from '../problems/create-problem';
import type { Problem } from '../problems/problem';
import { findSyntaxProblem } from '../yaml/find-syntax-problem';
import type { LoadSiteInput } from './load-site';
import { createManifestLocator } from '../yaml/locate-in-manifest';
import { readIncludePatterns, type PageFile } from '../manifest/merge-page-files';
import { parseYaml } from '../yaml/parse-yaml';

/**
 * The page files the manifest's `include:` names, parsed. A pattern that matches nothing is an error at
 * the pattern: the pages meant to be there would otherwise vanish without a word, or show up only as
 * broken links elsewhere. `broken` when a file is not YAML: what the site would be without it is not
 * worth checking, since every link to its pages would be a follow-on error.
 */
export function readPageFiles(
  input: LoadSiteInput,
  data: unknown,
): { pages: PageFile[]; problems: Problem[]; broken: boolean } {
  const patterns = readIncludePatterns(data);
  const result = { pages: [] as PageFile[], problems: [] as Problem[], broken: false };
  if (patterns.length === 0) return result;
  const locator = createManifestLocator(input.text, data);
  const seen = new Set<string>();
  for (const { pattern, index } of patterns) {
    const files = input.readIncluded?.(pattern) ?? [];
    if (files.length === 0) {
      const pointer = `/include/${index}`;
      result.problems.push(createProblem('include-no-match', { pattern }, locateProblem(locator, input.file, pointer)));
    }
    for (const { file, text } of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      const parsed = parseYaml(text, input.keptRouteItems);
      if (!('error' in parsed)) result.pages.push({ file, text, data: parsed.data });
      else if (parsed.error.code === 'empty-manifest')
        result.problems.push(createProblem('empty-page-file', {}, { file, line: 1, col: 1, place: 'file' }));
      else {
        result.problems.push(...findSyntaxProblem(text, file, parsed.error));
        result.broken = true;
      }
    }
  }
  return result;
}
