import { parentPort, workerData } from 'node:worker_threads';
import type { NewLead } from './lead-store';
import { openSqliteDatabase, type SqliteDatabase } from './sqlite-database';

/** The thread that owns the SQLite file: runs the requests of sqlite-store.ts in the order they came. */
export interface DatabaseRequest {
  id: number;
  op: keyof SqliteDatabase;
  args: unknown[];
}

export type DatabaseReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; message: string };

const port = parentPort!;

const reply = (message: DatabaseReply) => port.postMessage(message);
/** SQLite's own code (SQLITE_FULL, SQLITE_READONLY…) tells an operator most. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code } = error as { code?: string };
  // Node's own errors already begin with their code.
  return code && !error.message.startsWith(code) ? `${code}: ${error.message}` : error.message;
}

function openDatabase(file: string): SqliteDatabase {
  try {
    return openSqliteDatabase(file);
  } catch (error) {
    // An error thrown on this thread reaches the store as a clone, and a subclass such as better-sqlite3's
    // SqliteError arrives without its message (only its own fields, the code): a plain Error keeps the cause.
    throw new Error(describe(error), { cause: error });
  }
}
const database = openDatabase((workerData as { file: string }).file);

/**
 * Group commit: every batch of saves that arrived while the last transaction was being flushed to disk
 * goes into the next one, so the disk is never idle while saves wait and each flush serves them all.
 */
let saves: DatabaseRequest[] = [];
function commitSaves() {
  const requests = saves;
  saves = [];
  if (requests.length === 0) return;
  try {
    const results = database.saveBatch(requests.flatMap((request) => request.args[0] as NewLead[]));
    let offset = 0;
    for (const request of requests) {
      const count = (request.args[0] as NewLead[]).length;
      reply({ id: request.id, ok: true, result: results.slice(offset, offset + count) });
      offset += count;
    }
  } catch (error) {
    for (const request of requests) reply({ id: request.id, ok: false, message: describe(error) });
  }
}

port.on('message', (request: DatabaseRequest) => {
  if (request.op === 'saveBatch') {
    // Messages that came in together are all delivered before this runs.
    if (saves.push(request) === 1) setImmediate(commitSaves);
    return;
  }
  commitSaves(); // What was saved before this request is done before it.
  try {
    reply({
      id: request.id,
      ok: true,
      result: (database[request.op] as (...values: unknown[]) => unknown)(...request.args),
    });
  } catch (error) {
    reply({ id: request.id, ok: false, message: describe(error) });
  }
  if (request.op === 'close') port.close();
});
port.postMessage({ ready: true });
