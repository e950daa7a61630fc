import { problemCatalogue } from './problem-catalogue';

/** One thing wrong with a manifest, located so a person can go straight to it. */
export interface Problem {
  /** Stable name from the catalogue (see problem-catalogue.ts), e.g. "unknown-block-type". */
  code: string;
  severity: 'error' | 'warning';
  file: string;
  line: number;
  col: number;
  /** Where in the manifest's structure, e.g. `routes[3] (/contact) › blocks[2].href`. */
  where: string;
  /** What happened. */
  message: string;
  /** What to do about it. */
  fix: string;
  /** A small valid YAML snippet to copy from, e.g. the block a missing field belongs to. */
  example?: string;
}

/** The entry of the reference that explains a problem (docs/errors.md is generated from the catalogue, one heading per code). */
export function linkReference(code: string): string {
  return `docs/errors.md#${code}`;
}

export function formatProblem(problem: Problem): string {
  const label = problem.severity === 'warning' ? 'warning' : 'error';
  const title = (problemCatalogue as Record<string, { title: string } | undefined>)[problem.code]?.title;
  const example = problem.example ? `\n    for example:\n${problem.example.trimEnd().replace(/^/gm, '      ')}` : '';
  return `${problem.file}:${problem.line}:${problem.col}  ${problem.where}: ${problem.message}\n    ${label} ${problem.code} · fix: ${problem.fix}${example}\n    see ${linkReference(problem.code)}${title ? ` (${title})` : ''}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.code.localeCompare(b.code),
  );
}
