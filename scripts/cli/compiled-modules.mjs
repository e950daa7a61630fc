// Plain JavaScript: the launcher (scripts/run.mjs) reads it before anything can load TypeScript.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, utimesSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const projectRoot = join(import.meta.dirname, '..', '..');

/** Where compiled modules are kept between processes (inside the project: their packages resolve from node_modules/). */
export const COMPILED_DIR = join(projectRoot, '.build', 'workers');

/** A source file's hash, as a compiled module's record keeps it. */
export const hashSource = (text) => createHash('sha256').update(text).digest('base64url');

/** A file's hash as the record keeps it; nothing for a file that is gone. */
function hashFile(file) {
  try {
    return hashSource(readFileSync(file, 'utf8'));
  } catch {
    return '';
  }
}

/**
 * The name `module` is kept under, and its record: `{ entry, inputs }`, the compiled entry (in a folder
 * named by its content, with its chunks) and the hash of every source file it was made from.
 */
export function toCompiledName(module) {
  const name = `${relative(projectRoot, module).replace(/[^\w.-]+/g, '_')}-${createHash('sha256').update(module).digest('hex').slice(0, 8)}`;
  return { name, recordFile: join(COMPILED_DIR, `${name}.json`) };
}

/**
 * The compiled entry of `module` when it was made from the sources as they are now; else undefined.
 * Synchronous: a thread told at once starts loading it while its starter goes on with its own work.
 */
export function findCompiledModule(module) {
  let record;
  try {
    record = JSON.parse(readFileSync(toCompiledName(module).recordFile, 'utf8'));
  } catch {
    return undefined;
  }
  const entry = join(COMPILED_DIR, record.entry);
  if (!existsSync(entry)) return undefined;
  if (!Object.entries(record.inputs).every(([file, hash]) => hashFile(file) === hash)) return undefined;
  // Marked as used, for the pruning of the least recently used (see compileWorkerModule).
  const now = new Date();
  try {
    utimesSync(dirname(entry), now, now);
  } catch {
    // Pruned meanwhile by another process: compiled again next time.
  }
  return entry;
}
