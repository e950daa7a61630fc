import { writeFile } from 'node:fs/promises';
import { writeCompressedCopies } from './write-compressed-copies';

/** A file the server sends, with its compressed copies beside it, written as soon as it is made. */
export async function writeServedFile(file: string, text: string): Promise<void> {
  const content = Buffer.from(text);
  await writeFile(file, content);
  await writeCompressedCopies(file, content);
}
