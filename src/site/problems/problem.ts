import { problemCatalogue, type ProblemCode } from './problem-catalogue';

/** The entry (or, once repeats are folded, the entries) of a collection whose made pages show a problem. */
export interface ProblemPages {
  collection: string;
  ids: string[];
}

/** One thing wrong with a manifest, located so a person can go straight to it. */
export interface Problem {
  /** Stable name from the catalogue (see problem-catalogue.ts), e.g. "unknown-block-type". */
  code: ProblemCode;
  severity: 'error' | 'warning';
  file: string;
  line: number;
  col: number;
  /** Where in the manifest's structure, e.g. `routes[3] (/contact) › blocks[2].href`, with the made pages it concerns. */
  where: string;
  /** The place without the made pages: `where` is this and `pages`, put into words. */
  place: string;
  /** The JSON pointer of what the problem is about, in the data the check read (before page files were merged). */
  pointer?: string;
  /** On a page made from a collection's entry: which entries' pages. */
  pages?: ProblemPages;
  /** What happened. */
  message: string;
  /** What to do about it. */
  fix: string;
  /** What happened, said for the editor's screens where `message` speaks of the YAML (see the catalogue's messageInEditor). */
  messageInEditor?: string;
  /** The field the problem is about when it is not written: it is located beside it (see the catalogue's absentField). */
  absentField?: string;
  /** What to do about it in the editor's forms, where `fix` speaks of the YAML (see the catalogue's fixInEditor). */
  fixInEditor?: string;
  /** A small valid YAML snippet to copy from, e.g. the block a missing field belongs to. */
  example?: string;
  /** For more-errors and more-warnings: how many problems this one line stands for. */
  more?: number;
}

/** How many problems a list holds, counting those a more-errors or more-warnings line stands for. */
export function countProblems(problems: Problem[]): number {
  return problems.reduce((sum, problem) => sum + (problem.more ?? 1), 0);
}

/** The entry of the reference that explains a problem (docs/errors.md is generated from the catalogue, one heading per code). */
export function linkReference(code: string): string {
  return `docs/errors.md#${code}`;
}

/** `place`, and the made pages it concerns: one named, or a few and how many more. */
export function describeWhere(place: string, pages: ProblemPages | undefined): string {
  if (!pages) return place;
  const { collection, ids } = pages;
  if (ids.length === 1) return `${place} (the page of ${collection} › ${ids[0]})`;
  const named = ids.length > 3 ? `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more` : ids.join(', ');
  return `${place} (${ids.length} pages of ${collection}: ${named})`;
}

export function formatProblem(problem: Problem): string {
  const label = problem.severity === 'warning' ? 'warning' : 'error';
  const { title } = problemCatalogue[problem.code];
  const example = problem.example ? `\n    for example:\n${problem.example.trimEnd().replace(/^/gm, '      ')}` : '';
  return `${problem.file}:${problem.line}:${problem.col}  ${problem.where}: ${problem.message}\n    ${label} ${problem.code} · fix: ${problem.fix}${example}\n    see ${linkReference(problem.code)} (${title})`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.code.localeCompare(b.code),
  );
}
