import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isValidEmail } from '#site/leads/lead-rules';
import { AccountError } from './account-error';
import { checkNewPassword } from './check-new-password';
import { hashPassword, isWeakerThan, PASSWORD_COST, verifyPassword, type PasswordCost } from './hash-password';
import {
  ROLES,
  type AccountStore,
  type AuditEntry,
  type Role,
  type SessionUser,
  type User,
} from '../store/account-store';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** How long a set-password link works. */
export const LINK_VALID_MS = 24 * HOUR;
/** A session not used for this long ends (each use starts it again). */
export const SESSION_IDLE_MS = 2 * HOUR;
/** A session ends this long after sign-in, however much it is used. */
export const SESSION_ABSOLUTE_MS = 12 * HOUR;

/**
 * Failed sign-ins counted over the last 15 minutes: from the 5th for one account (20th from one address,
 * which may be an office's), each further try waits twice as long (1, 2, 4, 8 minutes), at most 15.
 */
export const FAILURE_WINDOW_MS = 15 * MINUTE;
export const ACCOUNT_FAILURES_ALLOWED = 5;
export const ADDRESS_FAILURES_ALLOWED = 20;
const LONGEST_WAIT_MS = 15 * MINUTE;

/** Who did the changes made from `npm run users`. */
export const COMMAND_LINE = 'command line';

/** The same words whether or not the account exists. */
export const WRONG_PASSWORD = 'Wrong email or password.';
const waitMessage = (waitMs: number) => {
  const minutes = Math.ceil(waitMs / MINUTE);
  return `Wrong email or password, or too many tries: wait ${minutes} minute${minutes === 1 ? '' : 's'}, then try again.`;
};
export const LINK_EXPIRED = 'This link has expired or was already used. Ask whoever set up your account for a new one.';

export type SignInResult = { ok: true; sessionId: string; user: SessionUser } | { ok: false; message: string };

export type SetPasswordResult =
  | { ok: true; sessionId: string; user: SessionUser }
  | { ok: false; field: 'link' | 'password' | 'repeat'; message: string };

export interface NewLink {
  user: User;
  /** The token for the link (/admin/set-password?token=…): shown once, stored only as a hash. */
  token: string;
  expiresAt: number;
}

export interface AccountsOptions {
  store: AccountStore;
  /** The clock, in epoch milliseconds. */
  now?: () => number;
  /** scrypt's cost for new hashes (tests lower it; hashes keep their own). */
  passwordCost?: PasswordCost;
}

/** A token's or session id's stored form: they are 32 random bytes, so one fast hash is enough. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type Accounts = ReturnType<typeof createAccounts>;

/** Accounts, sign-in, sessions and the audit log, over a store. */
export function createAccounts({ store, now = Date.now, passwordCost = PASSWORD_COST }: AccountsOptions) {
  // An unknown account still pays one hash, so how long a refusal takes does not say whether it exists.
  let decoy: Promise<string> | undefined;
  const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex'), passwordCost));

  const findUser = async (email: string): Promise<User> => {
    const user = await store.findUserByEmail(normalizeEmail(email));
    if (!user) throw new AccountError(`There is no account for ${normalizeEmail(email)}.`);
    return user;
  };

  const issueLink = async (user: User): Promise<NewLink> => {
    const token = newToken();
    const expiresAt = now() + LINK_VALID_MS;
    await store.addLink(hashToken(token), user.id, expiresAt);
    return { user, token, expiresAt };
  };

  const startSession = async (user: User): Promise<string> => {
    const sessionId = newToken();
    await store.addSession(hashToken(sessionId), user.id, now());
    return sessionId;
  };

  const record = (who: string, action: string, detail = '') => store.addAuditEntry({ at: now(), who, action, detail });

  /** How long the keys must still wait, in ms (0: they may try). */
  const waitFor = async (keys: string[]): Promise<number> => {
    const at = now();
    const counts = await store.countFailures(keys, at - FAILURE_WINDOW_MS);
    const allowed = [ACCOUNT_FAILURES_ALLOWED, ADDRESS_FAILURES_ALLOWED];
    return Math.max(
      0,
      ...counts.map(({ count, last }, index) => {
        const over = count - allowed[index];
        if (over < 0) return 0;
        return last + Math.min(MINUTE * 2 ** over, LONGEST_WAIT_MS) - at;
      }),
    );
  };

  return {
    hasAccounts: () => store.hasUsers(),

    /** Adds an account without a password, and the link where its person sets one. */
    async addUser(email: string, role: string, who = COMMAND_LINE): Promise<NewLink> {
      const address = normalizeEmail(email);
      if (!isValidEmail(address)) throw new AccountError(`"${email}" is not an email address (like name@example.com).`);
      if (!(ROLES as readonly string[]).includes(role))
        throw new AccountError(`The role must be ${ROLES.join(' or ')}, not "${role}".`);
      const user: User = { id: randomUUID(), email: address, role: role as Role, passwordHash: null, createdAt: now() };
      if (!(await store.addUser(user))) throw new AccountError(`There is already an account for ${address}.`);
      await record(who, 'added account', `${address} (${role})`);
      return issueLink(user);
    },

    listUsers: () => store.listUsers(),

    /** Removes the account; its sessions end at once. */
    async removeUser(email: string, who = COMMAND_LINE): Promise<User> {
      const user = await findUser(email);
      await store.removeUser(user.id);
      await record(who, 'removed account', user.email);
      return user;
    },

    /** A new link for the account (earlier ones stop working); its sessions end until the new password is set. */
    async resetUser(email: string, who = COMMAND_LINE): Promise<NewLink> {
      const user = await findUser(email);
      await store.deleteSessionsOf(user.id);
      await record(who, 'reset password', user.email);
      return issueLink(user);
    },

    /** The account a link is for, while it works. */
    findLink: (token: string) => store.findLink(hashToken(token), now()),

    /** Sets the password from a link (once), and signs the person in. */
    async setPassword(token: string, password: string, repeat: string): Promise<SetPasswordResult> {
      const user = await store.findLink(hashToken(token), now());
      if (!user) return { ok: false, field: 'link', message: LINK_EXPIRED };
      const problem = checkNewPassword(password, user.email);
      if (problem) return { ok: false, field: 'password', message: problem };
      if (password !== repeat)
        return { ok: false, field: 'repeat', message: 'The two passwords differ: type the same one twice.' };
      const used = await store.useLink(hashToken(token), now(), await hashPassword(password, passwordCost));
      if (!used) return { ok: false, field: 'link', message: LINK_EXPIRED };
      await record(used.email, 'set password');
      return {
        ok: true,
        sessionId: await startSession(used),
        user: { userId: used.id, email: used.email, role: used.role },
      };
    },

    /**
     * Signs in, or says why not in words that are the same whether or not the account exists. Failures
     * count per account and per address (`address`, the client's IP); past their allowance each try waits.
     */
    async signIn(email: string, password: string, address: string): Promise<SignInResult> {
      const account = normalizeEmail(email);
      const keys = [`account:${account}`, `address:${address}`];
      const wait = await waitFor(keys);
      if (wait > 0) return { ok: false, message: waitMessage(wait) };
      const user = await store.findUserByEmail(account);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
      if (!user?.passwordHash || !matches) {
        await store.recordFailure(keys, now());
        const waitNow = await waitFor(keys);
        return { ok: false, message: waitNow > 0 ? waitMessage(waitNow) : WRONG_PASSWORD };
      }
      await store.clearFailures(keys[0]);
      // The cost was raised since this hash was made: the password is at hand, so it is hashed again.
      if (isWeakerThan(user.passwordHash, passwordCost))
        await store.setPasswordHash(user.id, await hashPassword(password, passwordCost));
      await record(user.email, 'signed in');
      return {
        ok: true,
        sessionId: await startSession(user),
        user: { userId: user.id, email: user.email, role: user.role },
      };
    },

    /** The person a session id belongs to, while the session lives; each use keeps it alive (up to its absolute end). */
    readSession: (sessionId: string) =>
      store.touchSession(hashToken(sessionId), now(), SESSION_IDLE_MS, SESSION_ABSOLUTE_MS),

    async signOut(sessionId: string, user: SessionUser): Promise<void> {
      await store.deleteSession(hashToken(sessionId));
      await record(user.email, 'signed out');
    },

    /** Ends every session of the person, on every device. */
    async signOutEverywhere(user: SessionUser): Promise<void> {
      await store.deleteSessionsOf(user.userId);
      await record(user.email, 'signed out everywhere');
    },

    /** Adds a line to the audit log: who did what, now. */
    record,

    /** The audit log, newest first. */
    readLog: (limit = 500): Promise<AuditEntry[]> => store.listAuditEntries(limit),
  };
}
