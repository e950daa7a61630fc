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

/**
 * The worker is TypeScript like the rest of the server. Node 20 does not apply `--import tsx` to a
 * worker's own modules, so a two-line script loads it through tsx's API.
 */
function createWorkerScript(): string {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const workerModule = new URL('./sqlite-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(workerModule)}, ${JSON.stringify(workerModule)}));`;
}

/**
 * The embedded store. The database lives on a worker thread (sqlite-worker.ts), so the event loop keeps
 * answering while a commit waits for the disk. Saves that arrive while a commit is under way share the
 * next transaction (group commit): one flush to disk for them all, and none is answered before it.
 */
export async function openSqliteStore(file: string): Promise<LeadStore> {
  const worker = new Worker(createWorkerScript(), { eval: true, workerData: { file } });
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let broken: Error | undefined;
  // Listened for from the start: the exit can come in the same turn as the last reply.
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));

  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', (error) => reject(new Error(`The lead database ${file} could not be opened: ${error.message}`)));
    exited.then((code) => reject(new Error(`The lead database ${file} could not be opened: its thread stopped (exit code ${code}).`)));
  });

  const failAll = (error: Error) => {
    broken ??= error;
    for (const { reject } of waiting.values()) reject(broken);
    waiting.clear();
  };
  worker.on('message', (reply: DatabaseReply) => {
    const entry = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.ok) entry?.resolve(reply.result);
    else entry?.reject(new Error(reply.message));
  });
  worker.on('error', (error) => failAll(new Error(`The lead database stopped: ${error.message}`)));
  let closing: Promise<void> | undefined;
  exited.then((code) => failAll(new Error(closing ? 'The lead database is closed.' : `The lead database thread stopped (exit code ${code}).`)));

  const call = <K extends keyof SqliteDatabase>(op: K, ...args: Parameters<SqliteDatabase[K]>) =>
    new Promise<ReturnType<SqliteDatabase[K]>>((resolve, reject) => {
      if (broken) return reject(broken);
      // Saves made before this call reach the database before it.
      if (op !== 'saveBatch') sendQueued();
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, args } satisfies DatabaseRequest);
    });

  let queue: PendingSave[] = [];
  // Saves read in one turn of the event loop go to the database thread as one message; it commits
  // whatever has come in since its last flush to disk in one transaction.
  const sendQueued = () => {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    call('saveBatch', batch.map((pending) => pending.lead)).then(
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
      closing ??= broken ? Promise.resolve() : call('close').then(() => exited).then(() => undefined);
      return closing;
    },
  };
}
