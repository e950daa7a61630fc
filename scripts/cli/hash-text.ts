import { hash } from 'node:crypto';

/** A short content hash of a text or a file's bytes (a text is hashed as its UTF-8): what ManifestInputs records of each file the check read. */
export function hashText(text: string | Uint8Array): string {
  // One call, not a hash object per text (Node 20.12): the check hashes every route item and route's JSON.
  return hash('sha256', text, 'base64url');
}
