import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it, vi } from 'vitest';
import { projectRoot } from '../cli/project-root';
import { runInWorker, startWorker } from './run-in-worker';

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

it('loads its module as soon as it is started, before it is called', async () => {
  const marker = join(dir, 'loaded');
  const early = join(dir, 'early.ts');
  writeFileSync(
    early,
    `import { writeFileSync } from 'node:fs';
writeFileSync(${JSON.stringify(marker)}, '');
export const double = (n: number): number => 2 * n;
`,
  );
  const worker = startWorker(early);
  await vi.waitFor(() => expect(existsSync(marker)).toBe(true), { timeout: 10_000, interval: 20 });
  await expect(worker.call<number>('double', [21])).resolves.toBe(42);
});

it('rejects the call with the error its module threw while loading', async () => {
  const broken = join(dir, 'broken.ts');
  writeFileSync(broken, `throw new Error('cannot load');\nexport const never = () => 0;\n`);
  await expect(startWorker(broken).call('never', [])).rejects.toThrow('cannot load');
});

it('lets the process end when a started thread is stopped or never called', () => {
  const script = join(dir, 'start-and-leave.ts');
  writeFileSync(
    script,
    `import { startWorker } from ${JSON.stringify(join(projectRoot, 'scripts/build/run-in-worker.ts'))};
startWorker(${JSON.stringify(module)});
startWorker(${JSON.stringify(module)}).stop();
console.log('done');
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(run.stdout.trim()).toBe('done');
  expect(run.status).toBe(0);
});

it('runs the module as it is now: a file it imports, changed, is compiled again', async () => {
  const part = join(dir, 'part.ts');
  const user = join(dir, 'user.ts');
  writeFileSync(part, `export const word = 'before';\n`);
  writeFileSync(user, `import { word } from './part';\nexport const say = (): string => word;\n`);
  await expect(runInWorker<string>(user, 'say', [])).resolves.toBe('before');
  writeFileSync(part, `export const word = 'after, longer';\n`);
  await expect(runInWorker<string>(user, 'say', [])).resolves.toBe('after, longer');
});

it('gives each compiled file its own folder and name, as it has from where it is written', async () => {
  const nested = join(dir, 'nested');
  mkdirSync(nested, { recursive: true });
  writeFileSync(
    join(nested, 'where.ts'),
    `export const where = (): string[] => [import.meta.dirname, import.meta.filename, import.meta.url];\n`,
  );
  writeFileSync(join(dir, 'asks.ts'), `export { where } from './nested/where';\n`);
  const file = join(nested, 'where.ts');
  await expect(runInWorker<string[]>(join(dir, 'asks.ts'), 'where', [])).resolves.toEqual([
    nested,
    file,
    pathToFileURL(file).href,
  ]);
});

it('rejects the call with what is wrong when the module cannot be compiled', async () => {
  const broken = join(dir, 'unfinished.ts');
  writeFileSync(broken, `export const half = (: number) =>\n`);
  await expect(startWorker(broken).call('half', [])).rejects.toThrow(
    /unfinished\.ts cannot be compiled: .*unfinished\.ts:1:21: ERROR: Unexpected ":"/s,
  );
});

it('rejects the call with why a package handed to the module cannot be imported', async () => {
  await expect(startWorker(module, { native: ['no-such-package-here'] }).call('add', [1, 2])).rejects.toThrow(
    /no-such-package-here/,
  );
});

it("loads what its module imports only when it runs (import('./x')) then, with that file's packages", async () => {
  writeFileSync(join(dir, 'rarely.ts'), `import 'no-such-package-here';\nexport const rare = 1;\n`);
  writeFileSync(
    join(dir, 'seldom.ts'),
    `export const often = (): string => 'often';\nexport const seldom = async (): Promise<number> => (await import('./rarely')).rare;\n`,
  );
  await expect(runInWorker<string>(join(dir, 'seldom.ts'), 'often', [])).resolves.toBe('often');
  await expect(runInWorker(join(dir, 'seldom.ts'), 'seldom', [])).rejects.toThrow(/no-such-package-here/);
});
