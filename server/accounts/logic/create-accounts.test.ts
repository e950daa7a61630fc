import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountError } from './account-error';
import {
  createAccounts,
  LINK_EXPIRED,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  WRONG_PASSWORD,
  type AccountsOptions,
} from './create-accounts';
import { hashPassword, verifyPassword } from './hash-password';
import type { AccountStore } from '../store/account-store';
import { openSqliteAccountStore } from '../store/sqlite-account-store';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const PASSWORD = 'correct horse battery';
/** Cheap hashes for tests; the stored hash carries its cost, so the real one reads them too. */
const TEST_COST = { log2N: 10, r: 8, p: 1 };

const stores: AccountStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

async function start(options: Partial<AccountsOptions> = {}) {
  const store = await openSqliteAccountStore(join(mkdtempSync(join(tmpdir(), 'accounts-')), 'leads.db'));
  stores.push(store);
  const clock = { now: Date.UTC(2026, 0, 5, 9) };
  const accounts = createAccounts({ store, now: () => clock.now, passwordCost: TEST_COST, ...options });
  /** An account with its password set. */
  const addWithPassword = async (email: string, role = 'editor') => {
    const { token } = await accounts.addUser(email, role);
    const set = await accounts.setPassword(token, PASSWORD, PASSWORD);
    expect(set.ok).toBe(true);
  };
  return { store, accounts, clock, addWithPassword };
}

describe('accounts', () => {
  it('adds an account with a 24-hour link, refusing a bad email, a bad role or a duplicate plainly', async () => {
    const { accounts, clock } = await start();
    expect(await accounts.hasAccounts()).toBe(false);
    const link = await accounts.addUser(' Ada@Example.com ', 'publisher');
    expect(link.user).toMatchObject({ email: 'ada@example.com', role: 'publisher', passwordHash: null });
    expect(link.expiresAt).toBe(clock.now + 24 * HOUR);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await accounts.hasAccounts()).toBe(true);
    await expect(accounts.addUser('ada@example.com', 'editor')).rejects.toThrow(
      new AccountError('There is already an account for ada@example.com.'),
    );
    await expect(accounts.addUser('ada@example', 'editor')).rejects.toThrow(
      '"ada@example" is not an email address (like name@example.com).',
    );
    await expect(accounts.addUser('bob@example.com', 'admin')).rejects.toThrow(
      'The role must be editor or publisher, not "admin".',
    );
    await expect(accounts.removeUser('nobody@example.com')).rejects.toThrow(
      'There is no account for nobody@example.com.',
    );
  });

  it('a link sets a password once, within 24 hours, and the rules are said plainly', async () => {
    const { accounts, clock, store } = await start();
    const { token } = await accounts.addUser('ada@example.com', 'editor');
    expect((await accounts.findLink(token))?.email).toBe('ada@example.com');
    expect(await accounts.setPassword(token, 'short', 'short')).toEqual({
      ok: false,
      field: 'password',
      message: 'Use at least 12 characters.',
    });
    expect(await accounts.setPassword(token, 'x'.repeat(257), 'x'.repeat(257))).toMatchObject({
      message: 'Use at most 256 characters.',
    });
    expect(await accounts.setPassword(token, 'ADA@example.com', 'ADA@example.com')).toMatchObject({
      message: 'Use something other than your email address.',
    });
    expect(await accounts.setPassword(token, PASSWORD, `${PASSWORD}!`)).toMatchObject({ field: 'repeat' });

    const set = await accounts.setPassword(token, PASSWORD, PASSWORD);
    expect(set).toMatchObject({ ok: true, user: { email: 'ada@example.com', role: 'editor' } });
    // Salted scrypt, its cost stored with it.
    const hash = (await store.findUserByEmail('ada@example.com'))!.passwordHash!;
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await accounts.setPassword(token, 'another good password', 'another good password')).toEqual({
      ok: false,
      field: 'link',
      message: LINK_EXPIRED,
    });

    const late = await accounts.addUser('bob@example.com', 'editor');
    clock.now += 24 * HOUR;
    expect(await accounts.findLink(late.token)).toBeUndefined();
    expect(await accounts.setPassword(late.token, PASSWORD, PASSWORD)).toMatchObject({ field: 'link' });
  });

  it('hashes with a salt each, and checks hashes made at another cost', async () => {
    const first = await hashPassword(PASSWORD, TEST_COST);
    expect(first).not.toBe(await hashPassword(PASSWORD, TEST_COST));
    expect(await verifyPassword(PASSWORD, first)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}.`, first)).toBe(false);
    expect(await verifyPassword(PASSWORD, 'scrypt$99$8$1$AAAA$AAAA')).toBe(false);
    // The default cost, as a production hash is made.
    const strong = await hashPassword(PASSWORD);
    expect(strong.startsWith('scrypt$15$8$1$')).toBe(true);
    expect(await verifyPassword(PASSWORD, strong)).toBe(true);
  });

  it('hashes a password again, at the raised cost, when its person next signs in', async () => {
    const { accounts, store, addWithPassword } = await start();
    await addWithPassword('ada@example.com');
    const raised = createAccounts({ store, passwordCost: { log2N: 11, r: 8, p: 1 } });
    expect((await raised.signIn('ada@example.com', PASSWORD, '192.0.2.1')).ok).toBe(true);
    const rehashed = (await store.findUserByEmail('ada@example.com'))!.passwordHash!;
    expect(rehashed.startsWith('scrypt$11$8$1$')).toBe(true);
    expect((await accounts.signIn('ada@example.com', PASSWORD, '192.0.2.1')).ok).toBe(true);
    expect((await store.findUserByEmail('ada@example.com'))!.passwordHash).toBe(rehashed);
  });

  it('signs in with the right password, and a session ends when idle or at its absolute end', async () => {
    const { accounts, clock, addWithPassword } = await start();
    await addWithPassword('ada@example.com', 'publisher');
    const signedIn = await accounts.signIn('ADA@example.com', PASSWORD, '192.0.2.1');
    if (!signedIn.ok) throw new Error(signedIn.message);
    const who = { userId: signedIn.user.userId, email: 'ada@example.com', role: 'publisher' };
    expect(await accounts.readSession(signedIn.sessionId)).toEqual(who);
    expect(await accounts.readSession('not-a-session')).toBeUndefined();

    // Used every 1.5 hours, it lives past its idle time, but not past its absolute end.
    for (let elapsed = 1.5 * HOUR; elapsed < SESSION_ABSOLUTE_MS; elapsed += 1.5 * HOUR) {
      clock.now += 1.5 * HOUR;
      expect(await accounts.readSession(signedIn.sessionId)).toEqual(who);
    }
    clock.now += 1.5 * HOUR;
    expect(await accounts.readSession(signedIn.sessionId)).toBeUndefined();

    const idle = await accounts.signIn('ada@example.com', PASSWORD, '192.0.2.1');
    if (!idle.ok) throw new Error(idle.message);
    clock.now += SESSION_IDLE_MS;
    expect(await accounts.readSession(idle.sessionId)).toBeUndefined();
  });

  it('slows and then locks out wrong passwords, with the same answer for an unknown account', async () => {
    const { accounts, clock, addWithPassword } = await start();
    await addWithPassword('ada@example.com');
    const answers = async (email: string, address: string) => {
      const seen = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const result = await accounts.signIn(email, 'wrong password!', address);
        seen.push(result.ok ? 'signed in' : result.message);
        clock.now += 10 * 1000;
      }
      return seen;
    };
    const known = await answers('ada@example.com', '192.0.2.1');
    // Locked, the right password does not get in either, nor from another address (the account is locked).
    expect(await accounts.signIn('ada@example.com', PASSWORD, '192.0.2.9')).toMatchObject({ ok: false });
    // Meanwhile (a minute), ada's wait passes.
    const unknown = await answers('nobody@example.com', '192.0.2.2');
    expect(unknown).toEqual(known);
    expect(known).toEqual([
      ...Array(4).fill(WRONG_PASSWORD),
      'Wrong email or password, or too many tries: wait 1 minute, then try again.',
      'Wrong email or password, or too many tries: wait 1 minute, then try again.',
    ]);
    // The next failure waits twice as long.
    expect(await accounts.signIn('ada@example.com', 'wrong again!', '192.0.2.1')).toEqual({
      ok: false,
      message: 'Wrong email or password, or too many tries: wait 2 minutes, then try again.',
    });
    clock.now += 2 * MINUTE;
    expect((await accounts.signIn('ada@example.com', PASSWORD, '192.0.2.1')).ok).toBe(true);
  });

  it('limits one address trying many accounts', async () => {
    const { accounts, clock } = await start();
    for (let index = 0; index < 19; index += 1) {
      expect(await accounts.signIn(`user${index}@example.com`, 'wrong password!', '198.51.100.7')).toEqual({
        ok: false,
        message: WRONG_PASSWORD,
      });
      clock.now += 1000;
    }
    expect(await accounts.signIn('user20@example.com', 'wrong password!', '198.51.100.7')).toEqual({
      ok: false,
      message: 'Wrong email or password, or too many tries: wait 1 minute, then try again.',
    });
    expect(await accounts.signIn('user21@example.com', 'wrong password!', '198.51.100.8')).toEqual({
      ok: false,
      message: WRONG_PASSWORD,
    });
  });

  it('remove and reset end sessions; reset voids the earlier link; sign out everywhere ends every session', async () => {
    const { accounts, addWithPassword } = await start();
    await addWithPassword('ada@example.com');
    await addWithPassword('bob@example.com');
    const signIn = async (email: string) => {
      const result = await accounts.signIn(email, PASSWORD, '192.0.2.1');
      if (!result.ok) throw new Error(result.message);
      return result;
    };
    const [laptop, phone, bob] = [
      await signIn('ada@example.com'),
      await signIn('ada@example.com'),
      await signIn('bob@example.com'),
    ];
    await accounts.signOut(laptop.sessionId, laptop.user);
    expect(await accounts.readSession(laptop.sessionId)).toBeUndefined();
    expect(await accounts.readSession(phone.sessionId)).toBeDefined();
    const tablet = await signIn('ada@example.com');
    await accounts.signOutEverywhere(tablet.user);
    expect(await accounts.readSession(phone.sessionId)).toBeUndefined();
    expect(await accounts.readSession(tablet.sessionId)).toBeUndefined();

    const again = await signIn('ada@example.com');
    const first = await accounts.resetUser('ada@example.com');
    const second = await accounts.resetUser('ada@example.com');
    expect(await accounts.readSession(again.sessionId)).toBeUndefined();
    expect(await accounts.findLink(first.token)).toBeUndefined();
    expect((await accounts.setPassword(second.token, 'a brand new password', 'a brand new password')).ok).toBe(true);
    expect((await accounts.signIn('ada@example.com', PASSWORD, '192.0.2.1')).ok).toBe(false);

    await accounts.removeUser('bob@example.com');
    expect(await accounts.readSession(bob.sessionId)).toBeUndefined();
    expect((await accounts.listUsers()).map((user) => user.email)).toEqual(['ada@example.com']);
  });

  it('records who did what, and when, newest first', async () => {
    const { accounts, clock, addWithPassword } = await start();
    await addWithPassword('ada@example.com', 'publisher');
    clock.now += MINUTE;
    const signedIn = await accounts.signIn('ada@example.com', PASSWORD, '192.0.2.1');
    if (!signedIn.ok) throw new Error(signedIn.message);
    clock.now += MINUTE;
    await accounts.record('ada@example.com', 'published', 'release 2026-01-05');
    clock.now += MINUTE;
    await accounts.signOut(signedIn.sessionId, signedIn.user);
    const start9 = Date.UTC(2026, 0, 5, 9);
    expect(await accounts.readLog()).toEqual([
      { at: start9 + 3 * MINUTE, who: 'ada@example.com', action: 'signed out', detail: '' },
      { at: start9 + 2 * MINUTE, who: 'ada@example.com', action: 'published', detail: 'release 2026-01-05' },
      { at: start9 + MINUTE, who: 'ada@example.com', action: 'signed in', detail: '' },
      { at: start9, who: 'ada@example.com', action: 'set password', detail: '' },
      { at: start9, who: 'command line', action: 'added account', detail: 'ada@example.com (publisher)' },
    ]);
  });
});
