import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { writeFilesAtomically } from '#scripts/cli/write-file-atomically';

/**
 * The files a job changes, all computed before any is written: a job that fails halfway writes nothing, and
 * neither does a disk that fills up while they are written (see writeFilesAtomically).
 */
export class PendingWrites {
  private texts = new Map<string, string>();
  constructor(private manifest: string) {}
  read(name: string): string {
    const file = resolve(dirname(this.manifest), name);
    return this.texts.get(file) ?? readFileSync(file, 'utf8');
  }
  write(name: string, text: string): void {
    this.texts.set(resolve(dirname(this.manifest), name), text);
  }
  commit(): void {
    writeFilesAtomically([...this.texts].map(([file, data]) => ({ file, data })));
  }
}
