import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';

const root = join(import.meta.dirname, '..', '..');

/** Runs the real CLI, as `npm run check -- --manifest FILE` does. */
function runCheck(fixture: string) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/check.ts', '--manifest', `tests/fixtures/${fixture}`],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

describe("npm run check on the IQ test's question bank", () => {
  it('fails, located at the block, when the bank holds fewer questions than the quiz asks (8 for the default 10)', () => {
    const { status, output } = runCheck('iq-bank-too-small.yaml');
    expect(status).toBe(1);
    expect(output).toContain(
      'tests/fixtures/iq-bank-too-small.yaml:75:20  routes[0] (/) › blocks[1].questions: 8 iqQuestions entries picked, but quizLength asks for 10',
    );
    expect(output).toContain(
      'error too-few-entries · fix: Add entries to the collection, pick more of them, or lower the number the block asks for.',
    );
  });

  it('fails, located at the question, when an answer index is outside its four options', () => {
    const { status, output } = runCheck('iq-answer-out-of-range.yaml');
    expect(status).toBe(1);
    expect(output).toContain(
      'tests/fixtures/iq-answer-out-of-range.yaml:34:22  collections.iqQuestions[2].correctAnswer: "4" is above the maximum of 3',
    );
  });

  it.each([
    ['a quiz no longer than the bank passes', 'quizLength: 8\n        questions: all', []],
    [
      'a list of ids counts the ids it names',
      'quizLength: 3\n        questions: [q1, q2]',
      ['2 iqQuestions entries picked, but quizLength asks for 3'],
    ],
  ])('%s', (_name, replacement, messages) => {
    const text = readFileSync(join(root, 'tests/fixtures/iq-bank-too-small.yaml'), 'utf8').replace(
      'questions: all',
      replacement,
    );
    const file = join(tmpdir(), `iq-bank-${process.pid}-${messages.length}.yaml`);
    writeFileSync(file, text);
    const problems = loadSiteFromDisk(file).problems.filter((problem) => problem.severity === 'error');
    expect(problems.map((problem) => problem.message)).toEqual(messages);
  });

  it('the shipped bank: 12 questions, each with 4 options, for a quiz of 10', () => {
    const { site, problems } = loadSiteFromDisk();
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    const block = site!.routes
      .find((route) => route.path === '/')!
      .blocks.find((candidate) => candidate.type === 'iq-test');
    expect(block?.type === 'iq-test' && [block.quizLength, block.questions.length]).toEqual([10, 12]);
    expect(block?.type === 'iq-test' && block.questions.every((question) => question.options.length === 4)).toBe(true);
  });
});
