import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { toCompiledName } from '#scripts/cli/compiled-modules.mjs';

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'run-command-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const command = join(dir, 'greet.ts');
const part = join(dir, 'word.ts');
writeFileSync(part, `export const word: string = 'hello';\n`);
writeFileSync(
  command,
  `import { word } from './word';
console.log(JSON.stringify({ word, args: process.argv.slice(2), argv1: process.argv[1], file: import.meta.filename }));
process.exitCode = 3;
`,
);

/** `node scripts/run.mjs …`, as package.json's commands run. */
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/run.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: 60_000 });

it('runs a TypeScript command compiled, with its arguments and exit code, as if it had been started itself', () => {
  const recordTimes: number[] = [];
  for (const time of ['first (compiled now)', 'again (compiled before)']) {
    const result = run(command, '--manifest', 'site.yaml');
    recordTimes.push(statSync(toCompiledName(command).recordFile).mtimeMs);
    expect(result.status, time + result.stderr).toBe(3);
    expect(JSON.parse(result.stdout), time).toEqual({
      word: 'hello',
      args: ['--manifest', 'site.yaml'],
      argv1: command,
      file: command,
    });
  }
  // The second run found the compiled code as the first left it, and compiled nothing.
  expect(recordTimes[1]).toBe(recordTimes[0]);
  const record = JSON.parse(readFileSync(toCompiledName(command).recordFile, 'utf8')) as {
    entry: string;
    inputs: Record<string, string>;
  };
  expect(Object.keys(record.inputs).sort()).toEqual([command, part].sort());
  expect(existsSync(join(root, '.build', 'workers', record.entry))).toBe(true);
});

it('runs the sources as they are: a file the command imports, once changed, is compiled again', () => {
  expect(run(command).status).toBe(3);
  writeFileSync(part, `export const word: string = 'changed';\n`);
  expect(JSON.parse(run(command).stdout)).toMatchObject({ word: 'changed' });
});

it('says how it is used when given no command', () => {
  const result = run();
  expect(result.status).toBe(2);
  expect(result.stderr).toContain('usage: node scripts/run.mjs scripts/COMMAND.ts');
});
