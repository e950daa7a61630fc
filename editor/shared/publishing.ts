import type { DataPath } from './outline';

/** Who is editing: on a developer's computer (npm run edit) nobody signs in and nothing is published from here. */
export type Session = { mode: 'local' } | { mode: 'server'; email: string; role: 'editor' | 'publisher' };

/** A field both the person's draft and the live site changed since the draft began, with both values. */
export interface FieldConflict {
  file: string;
  path: DataPath;
  mine: unknown;
  theirs: unknown;
}

/** The person's choice for one conflicting field: their value, the live site's, or one typed anew. */
export interface FieldChoice {
  file: string;
  path: DataPath;
  take: 'mine' | 'theirs' | 'value';
  value?: unknown;
}

/** The draft against the live site: the files it changes, and whether the live site moved on since it began. */
export interface DraftStatus {
  changedFiles: string[];
  behindLive: boolean;
}

/** A release of the site, as the releases list shows it. */
export interface ReleaseSummary {
  id: string;
  createdAt: string;
  author?: string;
  message?: string;
  changedPages?: string[];
  current: boolean;
}

/** One line of the audit log, as the server's accounts keep it. */
export interface AuditEntry {
  /** When, in milliseconds since 1970. */
  at: number;
  /** The person's email, or "command line". */
  who: string;
  action: string;
  detail: string;
}

/** What a publish ends with, after its steps. */
export type PublishOutcome =
  | { kind: 'live'; release: ReleaseSummary; changedPages: string[]; warning?: string }
  | { kind: 'problems'; problems: Array<{ where: string; message: string; fix: string; file: string; at?: DataPath }> }
  | { kind: 'conflicts'; conflicts: FieldConflict[] }
  | { kind: 'nothing'; message: string }
  | { kind: 'failed'; message: string; report?: string };

/** One line of a publish's answer, as it runs: a step begun, then the outcome. */
export type PublishEvent = { step: string } | { outcome: PublishOutcome };
