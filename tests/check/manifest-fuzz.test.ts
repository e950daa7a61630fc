import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { MUTATIONS } from '#scripts/fuzz/mutate-manifest';

const root = join(import.meta.dirname, '..', '..');
const CASES = 220;
/**
 * A case that takes longer is a hang: the watcher stops the run and names it. A case takes about 80 ms on
 * the shipped site.yaml, and up to 4 s when other test runners load both cores; how fast the slowest
 * cases are is the benchmark's (`npm run bench -- --only=fuzz`), not this test's.
 */
const CASE_LIMIT_MS = 10_000;
/** tsx and the schema compilation, before the first case. */
const START_LIMIT_MS = 20_000;

interface CaseResult {
  case: number;
  mutation: string;
  ms: number;
  ok: boolean;
  why?: string;
}

it(`${CASES} damaged manifests (every kind of slip and attack) each end quickly with located problems, never a crash`, async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/fuzz.ts', '--seed', '20261123', '--cases', String(CASES)],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const results: CaseResult[] = [];
  let hung: string | undefined;
  let watchdog = setTimeout(() => ((hung = 'no case finished after start-up'), child.kill('SIGKILL')), START_LIMIT_MS);
  for await (const line of createInterface({ input: child.stdout })) {
    clearTimeout(watchdog);
    const result = JSON.parse(line) as CaseResult;
    results.push(result);
    watchdog = setTimeout(
      () => (
        (hung = `case ${result.case + 1} (${MUTATIONS[(result.case + 1) % MUTATIONS.length]}) did not end within ${CASE_LIMIT_MS} ms`),
        child.kill('SIGKILL')
      ),
      CASE_LIMIT_MS,
    );
  }
  clearTimeout(watchdog);
  expect(hung, stderr).toBeUndefined();
  expect(results.filter((result) => !result.ok)).toEqual([]);
  expect(results.filter((result) => result.ms >= CASE_LIMIT_MS)).toEqual([]);
  expect(results).toHaveLength(CASES);
}, 120_000);
