import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * Every test runner in one go — types, format, lint, Vitest (unit + integration), the build, Playwright in Chromium —
 * ending with the one line CI reads: `N passed, N failed`.
 */
const root = join(import.meta.dirname, '..');
const reports = join(root, '.build-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
// Named again just above the last line: CI shows only the end of a long run.
const failures: string[] = [];

function run(title: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const bin = (name: string) => join(root, 'node_modules', '.bin', name);

function count(ok: boolean, title: string): void {
  if (ok) passed++;
  else {
    failed++;
    failures.push(title);
  }
}

for (const [title, command, args] of [
  ['types (tsc --noEmit)', 'tsc', ['--noEmit', '-p', '.']],
  ['format (prettier --check)', 'prettier', ['--check', '.', '--log-level', 'warn']],
  ['lint (eslint, no warning allowed)', 'eslint', ['.', '--max-warnings', '0']],
] as const) {
  count(run(title, bin(command), [...args]), title);
}

const vitestReport = join(reports, 'vitest.json');
const vitestOk = run('unit and integration (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}
const vitest = readJson<VitestReport>(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  for (const file of vitest.testResults) {
    const where = file.name.slice(root.length + 1);
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}\n      ${test.failureMessages[0]?.split('\n')[0] ?? ''}`);
    // A file that fails to load has no test to name.
    if (failedTests.length === 0 && file.message) failures.push(`${where}: ${file.message.split('\n')[0]}`);
  }
  if (vitestOk || vitest.numFailedTests > 0) failed += vitest.numFailedTests;
  else count(false, 'vitest (ended with an error outside any test)');
} else count(false, 'vitest (no report)');

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs: {
    title: string;
    file: string;
    line: number;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

/** Names each end-to-end test that failed (in every try), with the first line of its last error. */
function nameUnexpected(suites: PlaywrightSuite[] = []): void {
  for (const suite of suites) {
    for (const spec of suite.specs)
      for (const test of spec.tests.filter((each) => each.status === 'unexpected')) {
        const message = stripVTControlCharacters(test.results.at(-1)?.error?.message ?? '').split('\n')[0];
        failures.push(`tests/e2e/${spec.file}:${spec.line} › ${spec.title}\n      ${message}`);
      }
    nameUnexpected(suite.suites);
  }
}

// The build runs with a credential in its environment, so the end-to-end check that dist/ never
// contains it would catch a leak.
const secrets = { AIRTABLE_TOKEN: 'patTESTnever-in-the-bundle-7f3a', AIRTABLE_BASE_ID: 'appTESTbase' };
if (run('build (npm run build)', process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], secrets)) {
  passed++;
  const playwrightReport = join(reports, 'playwright.json');
  const playwrightOk = run('end to end (playwright, chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    AIRTABLE_TOKEN: secrets.AIRTABLE_TOKEN,
  });
  const playwright = readJson<PlaywrightReport>(playwrightReport);
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    nameUnexpected(playwright.suites);
    if (playwrightOk || playwright.stats.unexpected > 0) failed += playwright.stats.unexpected;
    else count(false, 'playwright (ended with an error outside any test)');
  } else count(false, 'playwright (no report)');
} else count(false, 'build (npm run build)');

if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
