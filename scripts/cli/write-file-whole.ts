import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Flushes a folder's entries (a rename inside it) to the disk, where the system allows it. */
export function syncFolder(folder: string): void {
  let handle: number | undefined;
  try {
    handle = openSync(folder, 'r');
    fsyncSync(handle);
  } catch {
    // Some systems cannot open a folder to flush it; the rename is still atomic there.
  } finally {
    if (handle !== undefined) closeSync(handle);
  }
}

/**
 * Writes `content` to `file` whole or not at all: into a temporary file beside it, flushed, then renamed over
 * it. A full disk or a crash leaves the old file as it was (and no temporary file, when the error is ours).
 */
export function writeFileWhole(file: string, content: string | Uint8Array): void {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    const handle = openSync(temporary, 'w');
    try {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      let written = 0;
      while (written < bytes.length) written += writeSync(handle, bytes, written);
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  syncFolder(dirname(file));
}
