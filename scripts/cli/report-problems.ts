import { countProblems, formatProblem } from '#site/problems/problem';
import type { LoadedSite } from '#site/loading/load-site';

/** The report a person reads: every problem, then one line saying what to do next. Returns whether the site may be built. */
export function reportProblems(
  loaded: Pick<LoadedSite, 'problems' | 'stats'>,
  print: (line: string) => void = console.log,
): boolean {
  const errors = loaded.problems.filter((problem) => problem.severity === 'error');
  const warnings = loaded.problems.filter((problem) => problem.severity === 'warning');
  for (const problem of loaded.problems) print(`${formatProblem(problem)}\n`);
  const { routes, blocks, links } = loaded.stats;
  const counts = `${routes} routes, ${blocks} blocks, ${links} links checked`;
  const warningCount = countProblems(warnings);
  const errorCount = countProblems(errors);
  const warned =
    warningCount > 0 ? `, ${warningCount.toLocaleString('en-US')} warning${warningCount === 1 ? '' : 's'}` : '';
  if (errorCount > 0) {
    print(
      `✗ ${errorCount.toLocaleString('en-US')} error${errorCount === 1 ? '' : 's'}${warned} — nothing was built. Fix the places above and run the check again. (${counts})`,
    );
    return false;
  }
  print(`✓ ${counts}${warned}`);
  return true;
}
