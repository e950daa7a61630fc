import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RELEASE_RECORD_FILE } from '#site/routes/release-layout';

/** What a release says of itself: when it was made, by whom, from which commit, and what it changed. */
export interface ReleaseRecord {
  id: string;
  /** ISO time. */
  createdAt: string;
  /** The person who published it (or "rollback" makes none: a rollback only moves the link). */
  author?: string;
  /** The live branch's commit it was built from. */
  commit?: string;
  message?: string;
  /** The addresses of the pages that differ from the release before it. */
  changedPages?: string[];
}

/** The record inside a release folder, or one made of its id alone when the file is missing or unreadable. */
export function readReleaseRecord(releaseDir: string, id: string): ReleaseRecord {
  try {
    const record = JSON.parse(readFileSync(join(releaseDir, RELEASE_RECORD_FILE), 'utf8')) as ReleaseRecord;
    return { ...record, id };
  } catch {
    return { id, createdAt: '' };
  }
}
