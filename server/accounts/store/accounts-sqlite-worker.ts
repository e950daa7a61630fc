import { openAccountsSqliteDatabase } from './accounts-sqlite-database';
import { serveSqliteThread } from '#server/database/serve-sqlite-thread';

/** The thread that owns the accounts' connection to the SQLite file (see sqlite-account-store.ts). */
serveSqliteThread(openAccountsSqliteDatabase);
