import type { ManifestLocator } from './manifest-locator';
import { problemCatalogue, type ProblemCode, type ProblemDefinition, type ProblemParams } from './problem-catalogue';
import { describeWhere, type Problem, type ProblemPages } from './problem';

/** Where a problem is: its file and position, the place in words, and what the check knows of it. */
export interface ProblemPlace {
  file: string;
  line: number;
  col: number;
  /** e.g. `routes[3] (/contact) › blocks[2].href`, or `YAML`, `file`. */
  place: string;
  pointer?: string;
  pages?: ProblemPages;
}

/**
 * The one way a problem is made: its title, severity, message and fix come from the catalogue, made from
 * `params`; only where it is comes from the caller.
 */
export function createProblem<C extends ProblemCode>(
  code: C,
  params: ProblemParams<C>,
  { place, pages, ...at }: ProblemPlace,
  example?: string,
): Problem {
  const definition = problemCatalogue[code] as ProblemDefinition<ProblemParams<C>>;
  return {
    code,
    severity: definition.severity,
    ...at,
    where: describeWhere(place, pages),
    place,
    ...(pages ? { pages } : {}),
    message: definition.message(params),
    fix: definition.fix?.(params) ?? definition.advice,
    ...(definition.messageInEditor ? { messageInEditor: definition.messageInEditor(params) } : {}),
    ...(definition.fixInEditor ? { fixInEditor: definition.fixInEditor(params) } : {}),
    ...(definition.absentField ? { absentField: definition.absentField(params) } : {}),
    ...(example ? { example } : {}),
  };
}

/** Where the value at `pointer` (or its key `key`) is written, as a problem's place. */
export function locateProblem(locator: ManifestLocator, file: string, pointer: string, key?: string): ProblemPlace {
  return {
    file,
    ...locator.locate(pointer, key),
    place: locator.describe(pointer, key),
    pointer,
    pages: locator.pagesOf?.(pointer),
  };
}
