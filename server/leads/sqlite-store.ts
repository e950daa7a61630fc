import { Worker } from 'node:worker_threads';
import type { LeadStore, NewLead, SaveResult } from './lead-store';
import type { SqliteDatabase } from './sqlite-database';
import type { DatabaseReply, DatabaseRequest } from './sqlite-worker';

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface PendingSave {
  lead: NewLead;
  resolve: (result: SaveResult) => void;
  reject: (error: Error) => void;
}

/**
 * The worker is TypeScript like the rest of the server. Node 20 does not apply `--import tsx` to a
 * worker's own modules, so a two-line script loads it through tsx's API.
 */
const TSX_API = import.meta.resolve('tsx/esm/api');
const WORKER_MODULE = new URL('./sqlite-worker.ts', import.meta.url).href;
const WORKER_SCRIPT = `import(${JSON.stringify(TSX_API)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_MODULE)}, ${JSON.stringify(WORKER_MODULE)}));`;

/**
 * The embedded store. The database lives on a worker thread (sqlite-worker.ts), so the event loop keeps
 * answering while a commit waits for the disk. Saves that arrive while a commit is under way share the
 * next transaction (group commit): one flush to disk for them all, and none is answered before it.
 */
export async function openSqliteStore(file: string): Promise<LeadStore> {
  const worker = new Worker(WORKER_SCRIPT, { eval: true, workerData: { file } });
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let broken: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', (error) => reject(new Error(`The lead database ${file} could not be opened: ${error.message}`)));
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
  worker.on('exit', () => failAll(new Error('The lead database is closed.')));

  const call = <K extends keyof SqliteDatabase>(op: K, ...args: Parameters<SqliteDatabase[K]>) =>
    new Promise<ReturnType<SqliteDatabase[K]>>((resolve, reject) => {
      if (broken) return reject(broken);
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
    async close() {
      if (broken) return;
      sendQueued();
      // The thread answers in order: every save sent before this is committed and answered first.
      await call('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
