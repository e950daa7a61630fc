import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * How a file being written ends its name until it is renamed into place: a save cut short leaves one of
 * these beside the file, which a commit of the draft leaves out (see saveDraft).
 */
export const PARTIAL_WRITE_SUFFIX = '.saving';

/**
 * Writes `data` to `file` so that a crash at any moment leaves the old file or the new one, never a torn
 * mix: the bytes go to a temporary file beside it (same folder, so same disk), are flushed, then renamed
 * over it, and the folder is flushed so the rename itself survives a power cut. The file keeps its mode
 * unless `mode` is given.
 */
export function writeFileAtomically(file: string, data: string | Uint8Array, mode?: number): void {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  const temporary = join(folder, `.${basename(file)}.${randomBytes(6).toString('hex')}${PARTIAL_WRITE_SUFFIX}`);
  try {
    const fd = openSync(temporary, 'wx', mode ?? readMode(file));
    try {
      writeFileSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    // A full disk or a refused rename: the old file stands, and nothing is left beside it.
    rmSync(temporary, { force: true });
    throw error;
  }
  syncFolder(folder);
}

/** Flushes a folder's entries (a rename inside it) to the disk, so the rename survives a power cut. */
export function syncFolder(folder: string): void {
  const folderFd = openSync(folder, 'r');
  try {
    fsyncSync(folderFd);
  } finally {
    closeSync(folderFd);
  }
}

function readMode(file: string): number {
  try {
    return statSync(file).mode & 0o777;
  } catch {
    return 0o644;
  }
}
