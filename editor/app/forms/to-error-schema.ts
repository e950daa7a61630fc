import type { ErrorSchema } from '@rjsf/utils';
import { startsWith, type DataPath, type EditorProblem } from '../api/editor-api';

/** The check's problems under `base` as the form's errors, each at its field, in the editor's words. */
export function toErrorSchema(problems: EditorProblem[], file: string, base: DataPath): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const problem of problems) {
    if (problem.file !== file || !problem.at || !startsWith(problem.at, base)) continue;
    let node = schema;
    for (const key of problem.at.slice(base.length)) node = (node[String(key)] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(
      problem.severity === 'warning'
        ? `Warning: ${problem.messageInEditor ?? problem.message}`
        : (problem.messageInEditor ?? problem.message),
    );
  }
  return schema as ErrorSchema;
}
