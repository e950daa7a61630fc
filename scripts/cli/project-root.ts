import { join } from 'node:path';

/** The project's folder: every command reads and writes paths from here, wherever it is started. */
export const projectRoot = join(import.meta.dirname, '..', '..');
