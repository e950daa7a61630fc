import { Worker } from 'node:worker_threads';
import type { LeadStore, NewLead, SaveResult } from './lead-store';
import type { SqliteDatabase } from './sqlite-database';
import type { DatabaseReply, DatabaseRequest } from './sqlite-worker';

/** A caller waiting for the database thread's answer. */
interface Waiting<T = unknown> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

interface PendingSave extends Waiting<SaveResult> {
  lead: NewLead;
}

export interface SqliteStoreOptions {
  /**
   * Called once when the database thread died and every restart failed: the store refuses everything
   * from then on, so the process should exit and let its supervisor start a new one.
   */
  onFatal?: (error: Error) => void;
  /** The waits before each attempt to restart a thread that died; after the last, onFatal. */
  restartDelaysMs?: number[];
}

/** About 8 s in all: long enough to ride out a passing fault, short enough for a supervisor to act. */
const RESTART_DELAYS_MS = [100, 400, 1500, 6000];

/**
 * The database thread. Compiled by the build (dist/.server/), the worker is plain JavaScript beside this
 * file. From source it is TypeScript, and Node 20 does not apply `--import tsx` to a worker's own modules,
 * so a two-line script loads it through tsx's API.
 */
function createWorker(file: string): Worker {
  if (import.meta.url.endsWith('.js'))
    return new Worker(new URL('./sqlite-worker.js', import.meta.url), { workerData: { file } });
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const workerModule = new URL('./sqlite-worker.ts', import.meta.url).href;
  const script = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(workerModule)}, ${JSON.stringify(workerModule)}));`;
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

/** Starts the database thread and waits until it has opened the file (and run the migrations). */
async function startThread(file: string): Promise<Thread> {
  const worker = createWorker(file);
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', (error) =>
      reject(new Error(`The lead database ${file} could not be opened: ${describeThreadError(error)}`)),
    );
    exited.then((code) =>
      reject(new Error(`The lead database ${file} could not be opened: its thread stopped (exit code ${code}).`)),
    );
  });
  return { worker, exited };
}

/**
 * The embedded store. The database lives on a worker thread (sqlite-worker.ts), so the event loop keeps
 * answering while a commit waits for the disk. Saves that arrive while a commit is under way share the
 * next transaction (group commit): one flush to disk for them all, and none is answered before it.
 * A thread that dies is restarted with back-off; what was in flight fails (the client retries), what
 * comes meanwhile waits for the new thread.
 */
export async function openSqliteStore(file: string, options: SqliteStoreOptions = {}): Promise<LeadStore> {
  const restartDelaysMs = options.restartDelaysMs ?? RESTART_DELAYS_MS;
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let broken: Error | undefined;
  let closing: Promise<void> | undefined;
  let thread: Thread | undefined;
  // Requests made while the thread is being restarted, sent in order once it is back.
  let held: DatabaseRequest[] = [];
  let lastError: Error | undefined;

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
      if (closing) return giveUp(new Error('The lead database is closed.'));
      try {
        attach(await startThread(file));
        return undefined;
      } catch (error) {
        lastError = error as Error;
      }
    }
    giveUp(
      new Error(
        `The lead database thread stopped and could not be restarted: ${lastError?.message ?? 'unknown error'}`,
      ),
    );
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
      if (closing) return giveUp(new Error('The lead database is closed.'));
      failWaiting(
        new Error(
          `The lead database thread stopped (${lastError ? lastError.message : `exit code ${code}`}); it is being restarted.`,
        ),
      );
      return restart();
    });
    const requests = held;
    held = [];
    for (const request of requests) started.worker.postMessage(request);
  };

  attach(await startThread(file));

  const call = <K extends keyof SqliteDatabase>(op: K, ...args: Parameters<SqliteDatabase[K]>) =>
    new Promise<ReturnType<SqliteDatabase[K]>>((resolve, reject) => {
      if (broken) return reject(broken);
      // Saves made before this call reach the database before it.
      if (op !== 'saveBatch') sendQueued();
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      const request = { id, op, args } satisfies DatabaseRequest;
      if (thread) thread.worker.postMessage(request);
      else held.push(request);
    });

  let queue: PendingSave[] = [];
  // Saves read in one turn of the event loop go to the database thread as one message; it commits
  // whatever has come in since its last flush to disk in one transaction.
  const sendQueued = () => {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    call(
      'saveBatch',
      batch.map((pending) => pending.lead),
    ).then(
      (results) => batch.forEach((pending, index) => pending.resolve(results[index])),
      (error: Error) => batch.forEach((pending) => pending.reject(error)),
    );
  };

  return {
    save(lead) {
      return new Promise<SaveResult>((resolve, reject) => {
        if (queue.push({ lead, resolve, reject }) === 1) setImmediate(sendQueued);
      });
    },
    claimDue: (...args) => call('claimDue', ...args),
    markSent: (...args) => call('markSent', ...args),
    reschedule: (...args) => call('reschedule', ...args),
    markFailed: (...args) => call('markFailed', ...args),
    retryFailed: (...args) => call('retryFailed', ...args),
    health: (...args) => call('health', ...args),
    reserveSendSlot: (...args) => call('reserveSendSlot', ...args),
    exportRows: () => call('exportRows'),
    close() {
      // The thread answers in order: every save sent before this is committed and answered first.
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
