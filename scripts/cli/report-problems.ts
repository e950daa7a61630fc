import { formatProblem } from '../../src/site/problems/problem';
import type { LoadedSite } from '../../src/site/manifest/load-site';

/** The report a person reads: every problem, then one line saying what to do next. Returns whether the site may be built. */
export function reportProblems(loaded: LoadedSite, print: (line: string) => void = console.log): boolean {
  const errors = loaded.problems.filter((problem) => problem.severity === 'error');
  const warnings = loaded.problems.filter((problem) => problem.severity === 'warning');
  for (const problem of loaded.problems) print(`${formatProblem(problem)}\n`);
  const { routes, blocks, links } = loaded.stats;
  const counts = `${routes} routes, ${blocks} blocks, ${links} links checked`;
  const warned = warnings.length > 0 ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
  if (errors.length > 0) {
    print(
      `✗ ${errors.length} error${errors.length === 1 ? '' : 's'}${warned} — nothing was built. Fix the places above and run the check again. (${counts})`,
    );
    return false;
  }
  print(`✓ ${counts}${warned}`);
  return true;
}
