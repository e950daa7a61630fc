import type { YAMLError } from 'yaml';
import { createProblem } from '../problems/create-problem';
import type { YamlSlip } from '../problems/problem-catalogue';
import type { Problem } from '../problems/problem';
import { findTabLineUp } from './find-tab-line-up';
import { parseYamlDocument, type YamlError } from './parse-yaml';

/** Which slip each of `yaml`'s error codes names, by the words it says it in (the first that fits). */
const YAML_SLIPS: Array<{ code: YAMLError['code']; said?: RegExp; slip: YamlSlip }> = [
  { code: 'MISSING_CHAR', said: /closing "quote/, slip: 'unclosed-double-quote' },
  { code: 'MISSING_CHAR', said: /closing 'quote/, slip: 'unclosed-single-quote' },
  { code: 'MISSING_CHAR', slip: 'missing-character' },
  { code: 'BAD_INDENT', said: /end with a [}\]]/, slip: 'unclosed-bracket' },
  { code: 'BAD_INDENT', slip: 'misaligned-entry' },
  { code: 'BLOCK_AS_IMPLICIT_KEY', slip: 'colon-in-text' },
  { code: 'MULTILINE_IMPLICIT_KEY', slip: 'key-without-colon' },
  { code: 'TAB_AS_INDENT', slip: 'tab-indent' },
];

/** `yaml`'s error, said as the slip a person made (its terse wording names the grammar, not the slip). */
function describeYamlError(error: YAMLError, text: string, file: string): Problem {
  const [start] = error.linePos ?? [{ line: 1, col: 1 }];
  const at = { file, line: start.line, col: start.col, place: 'YAML' };
  const said = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  if (error.code === 'DUPLICATE_KEY') return createProblem('duplicate-key', { said }, at);
  const lineUp = error.code === 'TAB_AS_INDENT' ? findTabLineUp(text, start.line) : undefined;
  if (lineUp) return createProblem('yaml-syntax', { slip: 'tab-indent', ...lineUp }, at);
  const slip = YAML_SLIPS.find((candidate) => candidate.code === error.code && (candidate.said?.test(said) ?? true));
  return createProblem('yaml-syntax', slip ? { slip: slip.slip } : { slip: 'parser', said }, at);
}

/**
 * The first syntax error, at its true place, and nothing after it: past a syntax error a parser's
 * further complaints mostly echo the first one (one moved line once gave over a thousand). `yaml`'s
 * message and position are the better ones, so it is asked unless this module's own reading is exact.
 */
export function findSyntaxProblem(text: string, file: string, error: YamlError): Problem[] {
  const at = { file, line: error.line, col: error.col, place: 'YAML' };
  if (error.code === 'yaml-syntax' && !error.exact) {
    const first = error.said ?? parseYamlDocument(text).doc.errors[0];
    if (first) return [describeYamlError(first, text, file)];
  }
  return [createProblem(error.code, error.params as never, at, error.example)];
}
