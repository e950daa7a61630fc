import type { NewLead } from './lead-store';
import { openSqliteDatabase } from './sqlite-database';
import { describeSqliteError, serveSqliteThread, type DatabaseRequest } from '#server/database/serve-sqlite-thread';

/**
 * The thread that owns the lead database (see sqlite-store.ts). Group commit: every batch of saves that
 * arrived while the last transaction was being flushed to disk goes into the next one, so the disk is
 * never idle while saves wait and each flush serves them all.
 */
serveSqliteThread(openSqliteDatabase, (database, reply) => {
  let saves: DatabaseRequest[] = [];
  const commitSaves = () => {
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
      for (const request of requests) reply({ id: request.id, ok: false, message: describeSqliteError(error) });
    }
  };
  return {
    take(request) {
      if (request.op !== 'saveBatch') return false;
      // Messages that came in together are all delivered before this runs.
      if (saves.push(request) === 1) setImmediate(commitSaves);
      return true;
    },
    // What was saved before a request is done before it.
    beforeEach: commitSaves,
  };
});
