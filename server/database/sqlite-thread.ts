import { basename } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DatabaseReply, DatabaseRequest } from './serve-sqlite-thread';

/** A caller waiting for the database thread's answer. */
interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export interface SqliteThreadOptions {
  /**
   * Called once when the database thread died and every restart failed: the store refuses everything
   * from then on, so the process should exit and let its supervisor start a new one.
   */
  onFatal?: (error: Error) => void;
  /** The waits before each attempt to restart a thread that died; after the last, onFatal. */
  restartDelaysMs?: number[];
}

/** The operations a thread runs (what its `open` returns), called by name with their arguments. */
export interface SqliteThread<Operations> {
  call<K extends keyof Operations & string>(
    op: K,
    ...args: Operations[K] extends (...values: infer A) => unknown ? A : never
  ): Promise<Operations[K] extends (...values: never[]) => infer R ? R : never>;
  /** Every request sent before this is answered first; then the thread ends. */
  close(): Promise<void>;
}

/** About 8 s in all: long enough to ride out a passing fault, short enough for a supervisor to act. */
const RESTART_DELAYS_MS = [100, 400, 1500, 6000];

/**
 * The thread's module. Compiled by the build (dist/.server/), the worker is plain JavaScript beside this
 * file, under the same name. From source it is TypeScript, and Node 20 does not apply `--import tsx` to a
 * worker's own modules, so a two-line script loads it through tsx's API.
 */
function createWorker(source: URL, file: string): Worker {
  if (import.meta.url.endsWith('.js'))
    return new Worker(new URL(`./${basename(source.pathname, '.ts')}.js`, import.meta.url), { workerData: { file } });
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const script = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(source.href)}, ${JSON.stringify(source.href)}));`;
  return new Worker(script, { eval: true, workerData: { file } });
}

/**
 * What a thread's error says. The parent receives a clone of what the thread threw, and a clone of an
 * Error subclass (better-sqlite3's SqliteError) may arrive as a plain object holding only its code.
 */
function describeThreadError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message === 'string' && message) return message;
  return typeof code === 'string' ? code : String(error);
}

interface Thread {
  worker: Worker;
  /** Listened for from the start: the exit can come in the same turn as the last reply. */
  exited: Promise<number>;
}

/**
 * Runs a SQLite database on a worker thread (`source`, a module that calls serveSqliteThread), so the event
 * loop keeps answering while a commit waits for the disk. Resolves once the thread has opened the file
 * (and run its migrations). A thread that dies is restarted with back-off; what was in flight fails (the
 * client retries), what comes meanwhile waits for the new thread. `name` ("lead database") is what its
 * messages call it.
 */
export async function openSqliteThread<Operations>(
  source: URL,
  file: string,
  name: string,
  options: SqliteThreadOptions = {},
): Promise<SqliteThread<Operations>> {
  const title = name.charAt(0).toUpperCase() + name.slice(1);
  const restartDelaysMs = options.restartDelaysMs ?? RESTART_DELAYS_MS;
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let broken: Error | undefined;
  let closing: Promise<void> | undefined;
  let thread: Thread | undefined;
  // Requests made while the thread is being restarted, sent in order once it is back.
  let held: DatabaseRequest[] = [];
  let lastError: Error | undefined;

  /** Starts the database thread and waits until it has opened the file (and run the migrations). */
  const startThread = async (): Promise<Thread> => {
    const worker = createWorker(source, file);
    const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', (error) =>
        reject(new Error(`${title} ${file} could not be opened: ${describeThreadError(error)}`)),
      );
      exited.then((code) =>
        reject(new Error(`${title} ${file} could not be opened: its thread stopped (exit code ${code}).`)),
      );
    });
    return { worker, exited };
  };

  const failWaiting = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  const giveUp = (error: Error) => {
    broken = error;
    failWaiting(error);
    held = [];
  };

  const restart = async () => {
    for (const delay of restartDelaysMs) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (closing) return giveUp(new Error(`${title} is closed.`));
      try {
        attach(await startThread());
        return undefined;
      } catch (error) {
        lastError = error as Error;
      }
    }
    giveUp(new Error(`${title} thread stopped and could not be restarted: ${lastError?.message ?? 'unknown error'}`));
    options.onFatal?.(broken!);
    return undefined;
  };

  const attach = (started: Thread) => {
    thread = started;
    lastError = undefined;
    started.worker.on('message', (reply: DatabaseReply) => {
      const entry = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (reply.ok) entry?.resolve(reply.result);
      else entry?.reject(new Error(reply.message));
    });
    started.worker.on('error', (error) => (lastError = new Error(describeThreadError(error))));
    started.exited.then((code) => {
      thread = undefined;
      if (closing) return giveUp(new Error(`${title} is closed.`));
      failWaiting(
        new Error(
          `${title} thread stopped (${lastError ? lastError.message : `exit code ${code}`}); it is being restarted.`,
        ),
      );
      return restart();
    });
    const requests = held;
    held = [];
    for (const request of requests) started.worker.postMessage(request);
  };

  attach(await startThread());

  const call = (op: string, ...args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      if (broken) return reject(broken);
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      const request = { id, op, args } satisfies DatabaseRequest;
      if (thread) thread.worker.postMessage(request);
      else held.push(request);
    });

  return {
    call: call as SqliteThread<Operations>['call'],
    close() {
      // The thread answers in order: every request sent before this is answered first.
      const current = thread;
      closing ??=
        broken || !current
          ? Promise.resolve()
          : call('close')
              .then(() => current.exited)
              .then(() => undefined);
      return closing;
    },
  };
}
