import type { LeadStore, NewLead, SaveResult } from './lead-store';
import type { SqliteDatabase } from './sqlite-database';
import { openSqliteThread, type SqliteThreadOptions } from '#server/database/sqlite-thread';

interface PendingSave {
  lead: NewLead;
  resolve: (value: SaveResult) => void;
  reject: (error: Error) => void;
}

export type SqliteStoreOptions = SqliteThreadOptions;

/**
 * The embedded store. The database lives on a worker thread (sqlite-worker.ts, see sqlite-thread.ts), so
 * the event loop keeps answering while a commit waits for the disk. Saves that arrive while a commit is
 * under way share the next transaction (group commit): one flush to disk for them all, and none is
 * answered before it.
 */
export async function openSqliteStore(file: string, options: SqliteStoreOptions = {}): Promise<LeadStore> {
  const thread = await openSqliteThread<SqliteDatabase>(
    new URL('./sqlite-worker.ts', import.meta.url),
    file,
    'the lead database',
    options,
  );

  let queue: PendingSave[] = [];
  // Saves read in one turn of the event loop go to the database thread as one message; it commits
  // whatever has come in since its last flush to disk in one transaction.
  const sendQueued = () => {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    thread
      .call(
        'saveBatch',
        batch.map((pending) => pending.lead),
      )
      .then(
        (results) => batch.forEach((pending, index) => pending.resolve(results[index])),
        (error: Error) => batch.forEach((pending) => pending.reject(error)),
      );
  };
  // Saves made before a call reach the database before it.
  const call: typeof thread.call = (op, ...args) => {
    sendQueued();
    return thread.call(op, ...args);
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
    exportRows: (...args) => call('exportRows', ...args),
    close() {
      // The thread answers in order: every save sent before this is committed and answered first.
      sendQueued();
      return thread.close();
    },
  };
}
