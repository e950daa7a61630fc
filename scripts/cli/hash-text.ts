import { createHash } from 'node:crypto';

/** A short content hash of a text: what ManifestInputs records of each file the check read. */
export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
