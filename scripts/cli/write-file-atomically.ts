import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * How a file being written ends its name until it is renamed into place: a save cut short leaves one of
 * these beside the file, which a commit of the draft leaves out (see saveDraft).
 */
export const PARTIAL_WRITE_SUFFIX = '.saving';

/** One file to write: its path, its new content, and its mode (the old file's when left out). */
export interface FileToWrite {
  file: string;
  data: string | Uint8Array;
  mode?: number;
}

/**
 * Files that could not be written, every one of them left as it was (a full disk, a refused folder). The
 * cause's code (ENOSPC, EACCES…) is kept, for the caller to say why.
 */
export class FileNotWrittenError extends Error {
  readonly code: string | undefined;
  constructor(
    readonly files: string[],
    readonly cause: NodeJS.ErrnoException,
  ) {
    super(
      `${files.join(', ')} could not be written (${cause.message}); ${files.length === 1 ? 'it is' : 'they are'} as before`,
    );
    this.name = 'FileNotWrittenError';
    this.code = cause.code;
  }
}

/**
 * Writes `data` to `file` so that a crash at any moment leaves the old file or the new one, never a torn
 * mix: the bytes go to a temporary file beside it (same folder, so same disk), are flushed, then renamed
 * over it, and the folder is flushed so the rename itself survives a power cut. The file keeps its mode
 * unless `mode` is given. A failed write (FileNotWrittenError) leaves the file as it was.
 */
export function writeFileAtomically(file: string, data: string | Uint8Array, mode?: number): void {
  writeFilesAtomically([{ file, data, mode }]);
}

/**
 * Writes several files, each whole, and all or none where the disk decides: every new content is written
 * and flushed beside its file first, and only once all of them are on disk are they renamed into place.
 * A full disk therefore leaves every file as it was (FileNotWrittenError), not the first ones written.
 */
export function writeFilesAtomically(files: FileToWrite[]): void {
  const written: Array<{ file: string; temporary: string }> = [];
  try {
    for (const { file, data, mode } of files) {
      const folder = dirname(file);
      mkdirSync(folder, { recursive: true });
      const temporary = join(folder, `.${basename(file)}.${randomBytes(6).toString('hex')}${PARTIAL_WRITE_SUFFIX}`);
      const fd = openSync(temporary, 'wx', mode ?? readMode(file));
      written.push({ file, temporary });
      try {
        writeFileSync(fd, data);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
  } catch (error) {
    // Nothing was renamed yet: every file stands as it was, and nothing is left beside them.
    for (const { temporary } of written) rmSync(temporary, { force: true });
    throw new FileNotWrittenError(
      files.map(({ file }) => file),
      error as NodeJS.ErrnoException,
    );
  }
  try {
    for (const { file, temporary } of written) renameSync(temporary, file);
  } catch (error) {
    for (const { temporary } of written) rmSync(temporary, { force: true });
    throw error;
  }
  for (const folder of new Set(written.map(({ file }) => dirname(file)))) syncFolder(folder);
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
