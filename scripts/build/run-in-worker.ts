import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { findCompiledModule } from '../cli/compiled-modules.mjs';
import { compileWorkerModule } from './compile-worker-module';

/**
 * The worker's code: import the `native` packages as they are at once, then, when told where, the module
 * compiled to JavaScript (see compileWorkerModule), and wait for the one call: run the function with the
 * packages last, report.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const native = Promise.all(workerData.native.map(async (name) => [name, await import(name)])).then(Object.fromEntries);
let loading;
parentPort.on('message', (message) => {
  if ('load' in message || 'loadError' in message) {
    loading = 'load' in message
      ? native.then(async (packages) => ({ native: packages, module: await import(message.load) }))
      : Promise.reject(new Error(message.loadError));
    // A failed load is reported to the call, not thrown before it comes.
    loading.catch(() => {});
    return;
  }
  loading
    .then(({ native, module }) => module[message.name](...message.args, native))
    .then((result) => parentPort.postMessage({ result }), (error) => parentPort.postMessage({ error: error?.stack ?? String(error) }));
});
`;

export interface WorkerOptions {
  /** Packages (names or file URLs) imported as they are, handed to the function by name. */
  native?: string[];
  /**
   * The young generation's size. A small one (the default) is collected more often, which keeps the tools'
   * short-lived objects from growing the heap while the routes wait in the main thread (the cold build's
   * peak, 20 MB less); a thread that makes many short-lived objects for long (rendering pages) spends
   * less time collecting with a larger one.
   */
  youngGenerationMb?: number;
}

export interface StartedWorker {
  /** Calls `name(...args, packages)` of the module, once, and resolves with what it returns (structured-cloned). */
  call<T = void>(name: string, args: unknown[]): Promise<T>;
  /** Ends the thread unused. */
  stop(): void;
}

/**
 * A worker thread that starts loading `module` (and its `native` packages) now, for a call that comes
 * later: what it loads meanwhile runs beside this thread's work instead of after it. It does not keep the
 * process alive until it is called.
 */
export function startWorker(module: string, { native = [], youngGenerationMb = 8 }: WorkerOptions = {}): StartedWorker {
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { native },
    resourceLimits: { maxYoungGenerationSizeMb: youngGenerationMb },
  });
  // Posted before the call (which waits for it): the thread loads its packages meanwhile. At once when
  // the module is compiled already, so the thread loads it while this one goes on.
  const found = findCompiledModule(module);
  if (found) worker.postMessage({ load: pathToFileURL(found).href });
  const loaded = found
    ? Promise.resolve()
    : compileWorkerModule(module).then(
        (file) => worker.postMessage({ load: pathToFileURL(file).href }),
        (error: unknown) =>
          worker.postMessage({
            loadError: `${module} cannot be compiled: ${error instanceof Error ? error.message : String(error)}`,
          }),
      );
  // Whatever ends the thread before or during the call (a crash while loading, running out of memory, the
  // module ending its thread itself) is kept for the call, which rejects with it instead of waiting for ever.
  let ended: ((name: string) => string) | undefined;
  let settle: ((message: { result?: unknown; error?: string }) => void) | undefined;
  const end = (describe: (name: string) => string) => {
    ended ??= describe;
    settle?.({});
  };
  worker.on('error', (error) => end(() => error.stack ?? error.message));
  worker.once('exit', (code) => end((name) => `${name} in ${module} stopped (exit code ${code}) before it returned.`));
  worker.once('message', (message: { result?: unknown; error?: string }) => settle?.(message));
  worker.unref();
  return {
    call: <T>(name: string, args: unknown[]) =>
      new Promise<T>((resolve, reject) => {
        settle = (message) => {
          settle = undefined;
          void worker.terminate();
          if ('result' in message) resolve(message.result as T);
          else reject(new Error(message.error ?? ended!(name)));
        };
        if (ended !== undefined) return settle({});
        worker.ref();
        void loaded.then(() => worker.postMessage({ name, args }));
      }),
    stop: () => void worker.terminate(),
  };
}

/**
 * Calls `name(...args, packages)` of the TypeScript `module` in a worker thread and resolves with what it
 * returns (structured-cloned); `packages` holds the `native` packages (names or file URLs) by name, whose
 * loading starts with the thread, before the module is compiled. For the build's heavy tools (Vite with
 * Rolldown, the type generator, the check, the renderer): what they load and allocate lives and dies with
 * the worker.
 */
export function runInWorker<T = void>(
  module: string,
  name: string,
  args: unknown[],
  native: string[] = [],
  options: Omit<WorkerOptions, 'native'> = {},
): Promise<T> {
  return startWorker(module, { ...options, native }).call<T>(name, args);
}
