import { createHash } from 'node:crypto';

/**
 * A file the pages share, named by its content (`assets/<name>-<8 hex>.<extension>`): the server sends what
 * is under assets/ as cached for a year, and a changed file has a new name.
 */
export const toHashedFile = (name: string, content: string, extension: string) =>
  `assets/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 8)}.${extension}`;
