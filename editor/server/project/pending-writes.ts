import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { writeFileAtomically } from '../../../scripts/cli/write-file-atomically';

/** The files a job changes, all computed before any is written: a job that fails halfway writes nothing. */
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
    for (const [file, text] of this.texts) writeFileAtomically(file, text);
  }
}
