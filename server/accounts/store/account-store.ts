/** What the accounts keep, and the one contract both stores (SQLite, PostgreSQL) keep. Times are epoch milliseconds. */

export const ROLES = ['editor', 'publisher'] as const;
export type Role = (typeof ROLES)[number];

export interface User {
  id: string;
  /** Lower case: one account per address, however it is typed. */
  email: string;
  role: Role;
  /** `scrypt$…` (see hash-password.ts); null until the person has used their link. */
  passwordHash: string | null;
  createdAt: number;
}

/** The person a live session belongs to. */
export interface SessionUser {
  userId: string;
  email: string;
  role: Role;
}

export interface AuditEntry {
  at: number;
  /** The person's email, or "command line"; kept as text, so the log outlives a removed account. */
  who: string;
  /** "signed in", "saved", "published", "rolled back", "added user"… */
  action: string;
  /** What: a page, a release, an account. */
  detail: string;
}

export interface AccountStore {
  hasUsers(): Promise<boolean>;
  /** False when the email already has an account. */
  addUser(user: Omit<User, 'passwordHash'>): Promise<boolean>;
  findUserByEmail(email: string): Promise<User | undefined>;
  listUsers(): Promise<User[]>;
  /** Removes the account with its links and sessions. */
  removeUser(userId: string): Promise<void>;
  /** Replaces the account's password hash (the same password, hashed at a higher cost). */
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** Stores a link's token hash; the user's earlier links stop working. */
  addLink(tokenHash: string, userId: string, expiresAt: number): Promise<void>;
  /** The account an unused, unexpired link is for. */
  findLink(tokenHash: string, now: number): Promise<User | undefined>;
  /**
   * Uses the link once: if it is still unused and unexpired, marks it used, sets the account's password
   * hash and ends the account's sessions, in one transaction. Returns the account, or undefined.
   */
  useLink(tokenHash: string, now: number, passwordHash: string): Promise<User | undefined>;
  addSession(idHash: string, userId: string, now: number): Promise<void>;
  /**
   * The session's person, if it was used within `idleMs` and began within `absoluteMs`; its last use
   * becomes `now`. An expired session is deleted.
   */
  touchSession(idHash: string, now: number, idleMs: number, absoluteMs: number): Promise<SessionUser | undefined>;
  deleteSession(idHash: string): Promise<void>;
  deleteSessionsOf(userId: string): Promise<void>;
  /** Counts a failed sign-in for each key (an account, an address). */
  recordFailure(keys: string[], at: number): Promise<void>;
  /** For each key: its failures since `since`, and when the last was. */
  countFailures(keys: string[], since: number): Promise<Array<{ count: number; last: number }>>;
  clearFailures(key: string): Promise<void>;
  addAuditEntry(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  listAuditEntries(limit: number): Promise<AuditEntry[]>;
  close(): Promise<void>;
}
