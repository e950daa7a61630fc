import type { AccountStore } from './account-store';
import type { AccountsSqliteDatabase } from './accounts-sqlite-database';
import { openSqliteThread, type SqliteThreadOptions } from '#server/database/sqlite-thread';

/**
 * The accounts in the embedded SQLite file, on a thread of their own (accounts-sqlite-worker.ts) beside the
 * leads' thread: the event loop never waits on a disk flush, and WAL lets both connections share the file.
 */
export async function openSqliteAccountStore(file: string, options: SqliteThreadOptions = {}): Promise<AccountStore> {
  const thread = await openSqliteThread<AccountsSqliteDatabase>(
    new URL('./accounts-sqlite-worker.ts', import.meta.url),
    file,
    'the accounts database',
    options,
  );
  const { call } = thread;
  return {
    hasUsers: () => call('hasUsers'),
    addUser: (...args) => call('addUser', ...args),
    findUserByEmail: (...args) => call('findUserByEmail', ...args),
    listUsers: () => call('listUsers'),
    removeUser: (...args) => call('removeUser', ...args),
    setPasswordHash: (...args) => call('setPasswordHash', ...args),
    addLink: (...args) => call('addLink', ...args),
    findLink: (...args) => call('findLink', ...args),
    useLink: (...args) => call('useLink', ...args),
    addSession: (...args) => call('addSession', ...args),
    touchSession: (...args) => call('touchSession', ...args),
    deleteSession: (...args) => call('deleteSession', ...args),
    deleteSessionsOf: (...args) => call('deleteSessionsOf', ...args),
    recordFailure: (...args) => call('recordFailure', ...args),
    countFailures: (...args) => call('countFailures', ...args),
    clearFailures: (...args) => call('clearFailures', ...args),
    addAuditEntry: (...args) => call('addAuditEntry', ...args),
    listAuditEntries: (...args) => call('listAuditEntries', ...args),
    close: () => thread.close(),
  };
}
