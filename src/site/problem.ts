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
}

export function formatProblem(problem: Problem): string {
  const label = problem.severity === 'warning' ? 'warning' : 'error';
  return `${problem.file}:${problem.line}:${problem.col}  ${problem.where}: ${problem.message}\n    ${label} ${problem.code} · fix: ${problem.fix}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.code.localeCompare(b.code),
  );
}
