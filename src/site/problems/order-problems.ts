import { createProblem } from './create-problem';
import { problemCatalogue, REPORTED_PER_KIND } from './problem-catalogue';
import { describeWhere, sortProblems, type Problem } from './problem';

const ROUTE_PATH = /^\/routes\/\d+\/path$/;

/**
 * A wrong page address comes first: links to the page it was meant to be fail because of it, and
 * fixing it fixes them, so a person reading from the top starts with the cause.
 */
function putPathsFirst(problems: Problem[]): Problem[] {
  const isPath = (problem: Problem) => ROUTE_PATH.test(problem.pointer ?? '') && problem.code !== 'orphan-route';
  return [...problems.filter(isPath), ...problems.filter((problem) => !isPath(problem))];
}

/** A slip in a route template is found once per page it makes; it is reported once, naming those pages. */
function collapseRepeats(problems: Problem[]): Problem[] {
  const groups = new Map<string, Problem[]>();
  for (const problem of problems) {
    const key = `${problem.file}|${problem.code}|${problem.line}|${problem.col}|${problem.message}|${problem.place}`;
    const group = groups.get(key);
    if (group) group.push(problem);
    else groups.set(key, [problem]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group;
    if (group.length === 1 || !first.pages) return first;
    const pages = { collection: first.pages.collection, ids: group.flatMap((problem) => problem.pages?.ids ?? []) };
    return { ...first, pages, where: describeWhere(first.place, pages) };
  });
}

/**
 * The first REPORTED_PER_KIND problems of each kind, and one line counting the rest at the first left
 * out: 20,000 of one message are no more use than 200, and they buried the other kinds (and took a
 * minute to print).
 */
function foldMany(problems: Problem[]): Problem[] {
  const seen = new Map<string, number>();
  const kept: Problem[] = [];
  const folded = new Map<string, Problem>();
  for (const problem of problems) {
    const count = (seen.get(problem.code) ?? 0) + 1;
    seen.set(problem.code, count);
    if (count <= REPORTED_PER_KIND) kept.push(problem);
    else if (count === REPORTED_PER_KIND + 1) folded.set(problem.code, problem);
  }
  for (const [code, first] of folded) {
    const more = seen.get(code)! - REPORTED_PER_KIND;
    const summary = createProblem(
      first.severity === 'error' ? 'more-errors' : 'more-warnings',
      { code, title: problemCatalogue[first.code].title, count: more },
      {
        file: first.file,
        line: first.line,
        col: first.col,
        place: first.place,
        pointer: first.pointer,
        pages: first.pages,
      },
    );
    kept.push({ ...summary, more });
  }
  return kept;
}

/** The report's order: by file and line, a template's repeats folded into one, page addresses first, many of a kind counted. */
export function orderProblems(problems: Problem[]): Problem[] {
  return putPathsFirst(sortProblems(foldMany(putPathsFirst(sortProblems(collapseRepeats(problems))))));
}
