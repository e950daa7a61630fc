import { readFileSync } from 'node:fs';

/** A text file's content, or undefined when there is none (or it cannot be read): what a cache or a stamp holds, if anything. */
export function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
