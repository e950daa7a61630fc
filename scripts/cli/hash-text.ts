import { createHash } from 'node:crypto';

/** A short content hash of a text or a file's bytes (a text is hashed as its UTF-8): what ManifestInputs records of each file the check read. */
export function hashText(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('base64url');
}
