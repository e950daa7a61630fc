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

/** The report's order: by file and line, a template's repeats folded into one, page addresses first. */
export function orderProblems(problems: Problem[]): Problem[] {
  return putPathsFirst(sortProblems(collapseRepeats(problems)));
}
