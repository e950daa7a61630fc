import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runInWorker } from './run-in-worker';

const dir = mkdtempSync(join(tmpdir(), 'run-in-worker-'));
const module = join(dir, 'tasks.ts');
writeFileSync(
  module,
  `export const add = (a: number, b: number): number => a + b;
export const quit = (): void => process.exit(0);
export const fail = (): never => { throw new Error('the task broke'); };
`,
);

it("returns the function's result from its thread", async () => {
  await expect(runInWorker<number>(module, 'add', [2, 3])).resolves.toBe(5);
});

it("rejects with the function's error", async () => {
  await expect(runInWorker(module, 'fail', [])).rejects.toThrow('the task broke');
});

it('rejects, instead of waiting for ever, when the thread ends without answering', async () => {
  await expect(runInWorker(module, 'quit', [])).rejects.toThrow(
    /quit in .*tasks\.ts stopped \(exit code 0\) before it returned/,
  );
});
