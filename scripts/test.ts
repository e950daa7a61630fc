import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

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

if (run('types (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.'])) passed++;
else failed++;

if (run('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level', 'warn'])) passed++;
else failed++;

if (run('lint (eslint, no warning allowed)', bin('eslint'), ['.', '--max-warnings', '0'])) passed++;
else failed++;

const vitestReport = join(reports, 'vitest.json');
const vitestOk = run('unit and integration (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson<{ numPassedTests: number; numFailedTests: number }>(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
} else failed++;

// The build runs with a credential in its environment, so the end-to-end check that dist/ never
// contains it would catch a leak.
const secrets = { AIRTABLE_TOKEN: 'patTESTnever-in-the-bundle-7f3a', AIRTABLE_BASE_ID: 'appTESTbase' };
if (run('build (npm run build)', process.execPath, ['--import', 'tsx', 'scripts/build.ts'], secrets)) {
  passed++;
  const playwrightReport = join(reports, 'playwright.json');
  const playwrightOk = run('end to end (playwright, chromium)', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    AIRTABLE_TOKEN: secrets.AIRTABLE_TOKEN,
  });
  const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(playwrightReport);
  if (playwright) {
    passed += playwright.stats.expected + playwright.stats.flaky;
    failed += playwright.stats.unexpected + (playwrightOk || playwright.stats.unexpected > 0 ? 0 : 1);
  } else failed++;
} else failed++;

console.log(`\n${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
