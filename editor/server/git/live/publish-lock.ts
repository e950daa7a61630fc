import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another publish holds the lock: said plainly, nothing was changed. */
export class PublishBusyError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the publish lock, a file holding this process's id, linked into place only if absent (so two processes never
 * both hold it), and gives back its release. A lock whose process is gone (killed with `kill -9`) is stale
 * and taken over, so a crash never blocks publishing for good.
 */
export function acquirePublishLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    // Written whole beside it, then linked into place: the lock never exists without its process id.
    const candidate = `${file}.${process.pid}`;
    writeFileSync(candidate, String(process.pid));
    try {
      linkSync(candidate, file);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(candidate, { force: true });
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder))
      throw new PublishBusyError(
        holder === process.pid
          ? 'a publish is already running in this server; try again when it has finished'
          : `another publish is running (process ${holder}); try again when it has finished`,
      );
    rmSync(file, { force: true });
  }
  throw new PublishBusyError('another publish took the lock at the same moment; try again');
}
