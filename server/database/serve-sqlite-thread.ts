import { parentPort, workerData } from 'node:worker_threads';

/** A call from sqlite-thread.ts to the thread that owns the SQLite file. */
export interface DatabaseRequest {
  id: number;
  op: string;
  args: unknown[];
}

export type DatabaseReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; message: string };

/** SQLite's own code (SQLITE_FULL, SQLITE_READONLY…) tells an operator most. */
export function describeSqliteError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code } = error as { code?: string };
  // Node's own errors already begin with their code.
  return code && !error.message.startsWith(code) ? `${code}: ${error.message}` : error.message;
}

export interface ServeOptions {
  /** Takes a request the thread answers itself, later (the leads' group commit); true when taken. */
  take?: (request: DatabaseRequest, reply: (message: DatabaseReply) => void) => boolean;
  /** Runs before every other request: what was taken before it is done first. */
  beforeEach?: () => void;
}

/**
 * The body of a database thread: opens the file named in workerData with `open`, says it is ready, then
 * runs each request's operation in the order they came and answers it. `open` returns the operations by
 * name; `close` ends the thread. `handle` may take some requests to answer in its own way.
 */
export function serveSqliteThread<Database extends { close(): void }>(
  open: (file: string) => Database,
  handle: (database: Database, reply: (message: DatabaseReply) => void) => ServeOptions = () => ({}),
): void {
  const port = parentPort!;
  const reply = (message: DatabaseReply) => port.postMessage(message);
  const database = (() => {
    try {
      return open((workerData as { file: string }).file);
    } catch (error) {
      // An error thrown on this thread reaches the store as a clone, and a subclass such as better-sqlite3's
      // SqliteError arrives without its message (only its own fields, the code): a plain Error keeps the cause.
      throw new Error(describeSqliteError(error), { cause: error });
    }
  })();
  const options = handle(database, reply);
  port.on('message', (request: DatabaseRequest) => {
    if (options.take?.(request, reply)) return;
    options.beforeEach?.();
    try {
      const operation = database[request.op as keyof Database] as (...values: unknown[]) => unknown;
      reply({ id: request.id, ok: true, result: operation(...request.args) });
    } catch (error) {
      reply({ id: request.id, ok: false, message: describeSqliteError(error) });
    }
    if (request.op === 'close') port.close();
  });
  port.postMessage({ ready: true });
}
