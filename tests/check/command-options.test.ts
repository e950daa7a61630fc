import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8' });

it('takes --manifest FILE and --manifest=FILE alike', () => {
  for (const args of [
    ['--manifest', 'tests/fixtures/valid-site.yaml'],
    ['--manifest=tests/fixtures/valid-site.yaml'],
  ]) {
    const result = run('scripts/check.ts', ...args);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/✓ \d+ routes/);
  }
});

it('refuses a misspelt option with what went wrong and the usage, exit 2, no stack trace', () => {
  const result = run('scripts/check.ts', '--manifst', 'site.yaml');
  expect(result.status).toBe(2);
  expect(result.stderr).toContain("Unknown option '--manifst'");
  expect(result.stderr).toContain('usage: npm run check [-- --manifest path/to/site.yaml]');
  expect(result.stderr).not.toMatch(/\n\s+at /);
});

it('refuses an option without its value, and a count that is not a whole number', () => {
  const missing = run('scripts/check.ts', '--manifest');
  expect(missing.status).toBe(2);
  expect(missing.stderr).toContain("Option '--manifest <value>' argument missing");
  const threads = run('scripts/build.ts', '--threads', 'many');
  expect(threads.status).toBe(2);
  expect(threads.stderr).toContain('--threads needs a whole number of at least 1, not "many"');
});

it('new-page says how many arguments it takes when given the wrong number', () => {
  const result = run('scripts/new-page.ts', '/solutions/quantum');
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('this command takes 2 arguments, and was given 1');
  expect(result.stderr).toContain('usage: npm run new-page -- /path "Page Title"');
});
