import { Worker } from 'node:worker_threads';

/**
 * The worker's code: import the `native` packages as they are, then the TypeScript module with tsx (as
 * this thread does), call the function with the packages last, report.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const native = Object.fromEntries(await Promise.all(workerData.native.map(async (name) => [name, await import(name)])));
  const { tsImport } = await import('tsx/esm/api');
  const module = await tsImport(workerData.module, workerData.module);
  return module[workerData.name](...workerData.args, native);
})().then((result) => parentPort.postMessage({ result }), (error) => parentPort.postMessage({ error: error?.stack ?? String(error) }));
`;

/**
 * Calls `name(...args, packages)` of the TypeScript `module` in a worker thread and resolves with what it
 * returns (structured-cloned); `packages` holds the `native` packages (names or file URLs) by name. For the build's heavy tools (Vite with Rolldown, the type
 * generator): what they load and allocate lives and dies with the worker. A package imported through tsx's
 * loader hook costs far more memory than imported as it is (Vite: about 160 MB against 35), so the big ones
 * are imported as they are and handed to the module.
 */
export function runInWorker<T = void>(
  module: string,
  name: string,
  args: unknown[],
  native: string[] = [],
): Promise<T> {
  return new Promise((resolve, reject) => {
    // A small young generation: collected more often, it keeps the tools' short-lived objects from
    // growing the heap while the routes wait in the main thread (the cold build's peak, 20 MB less).
    const resourceLimits = { maxYoungGenerationSizeMb: 8 };
    const worker = new Worker(WORKER_CODE, { eval: true, workerData: { module, name, args, native }, resourceLimits });
    worker.once('message', (message: { result?: T; error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message.result as T);
    });
    worker.once('error', reject);
    // A module that ends its thread itself (process.exit) sends no answer: say so instead of waiting for ever.
    worker.once('exit', (code) =>
      reject(new Error(`${name} in ${module} stopped (exit code ${code}) before it returned.`)),
    );
  });
}
