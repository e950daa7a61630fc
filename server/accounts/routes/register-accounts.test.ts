import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '#server/create-server';
import { createAccounts, SESSION_IDLE_MS, WRONG_PASSWORD } from '../logic/create-accounts';
import type { AccountStore } from '../store/account-store';
import { openSqliteAccountStore } from '../store/sqlite-account-store';

const PASSWORD = 'correct horse battery';
const SITE = 'https://www.example.com';
const open: Array<{ app: FastifyInstance; store: AccountStore }> = [];
afterEach(async () => {
  for (const { app, store } of open.splice(0)) {
    await app.close();
    await store.close();
  }
});

async function start() {
  const dist = mkdtempSync(join(tmpdir(), 'admin-dist-'));
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, '404.html'), '<h1>Page Not Found</h1>');
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, '.server/settings.json'), '{}');
  const store = await openSqliteAccountStore(join(dist, 'leads.db'));
  const clock = { now: Date.UTC(2026, 0, 5, 9) };
  const accounts = createAccounts({ store, now: () => clock.now, passwordCost: { log2N: 10, r: 8, p: 1 } });
  const app = await createServer({
    distDir: dist,
    admin: {
      accounts,
      // What the editor will do: a publisher-only change, recorded in the log.
      mount(scope, access) {
        scope.post('/admin/api/publish', { preHandler: access.requireRole('publisher') }, async (request) => {
          await access.recordAudit(request, 'published', 'release 42');
          return { publishedBy: access.whoIsSignedIn(request)?.email };
        });
      },
    },
  });
  open.push({ app, store });

  /** An account with its password set through its link's page; returns the link's token. */
  const addAccount = async (email: string, role: 'editor' | 'publisher') => {
    const { token } = await accounts.addUser(email, role);
    const response = await post('/admin/set-password', { token, password: PASSWORD, repeat: PASSWORD });
    expect(response.statusCode).toBe(303);
    return token;
  };
  const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        host: 'www.example.com',
        origin: SITE,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: new URLSearchParams(form).toString(),
    });
  /** What the editor's app does: a JSON change. */
  const publish = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/admin/api/publish',
      headers: { host: 'www.example.com', origin: SITE, ...headers },
      payload: {},
    });
  /** Signs in; returns the Cookie header that carries the session. */
  const signIn = async (email: string) => {
    const response = await post('/admin/sign-in', { email, password: PASSWORD });
    expect(response.statusCode).toBe(303);
    return String(response.headers['set-cookie']).split(';')[0];
  };
  const get = (url: string, cookie?: string) =>
    app.inject({ url, headers: { host: 'www.example.com', ...(cookie && { cookie }) } });
  return { app, accounts, clock, addAccount, post, publish, get, signIn };
}

describe('/admin accounts', () => {
  it('does not exist until the site has an account, then does (checked on each request)', async () => {
    const { accounts, get, post } = await start();
    for (const url of ['/admin', '/admin/', '/admin/sign-in', '/admin/api/me', '/admin/set-password?token=x']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toBe('<h1>Page Not Found</h1>');
    }
    expect((await post('/admin/sign-in', { email: 'a@example.com', password: PASSWORD })).statusCode).toBe(404);
    await accounts.addUser('ada@example.com', 'publisher');
    const page = await get('/admin/sign-in');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign in to edit the site</h1>');
    expect(page.body).toContain('<label for="field-email">Email</label>');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect((await get('/admin')).headers.location).toBe('/admin/');
  });

  it('the printed link sets a password, with its rules tied to the field, and signs the person in', async () => {
    const { accounts, get, post } = await start();
    const { token } = await accounts.addUser('ada@example.com', 'editor');
    const form = await get(`/admin/set-password?token=${token}`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('For <strong>ada@example.com</strong>');
    expect(form.headers['referrer-policy']).toBe('same-origin');

    const short = await post('/admin/set-password', { token, password: 'short', repeat: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toMatch(
      /<input id="field-password"[^>]*aria-describedby="field-password-hint field-password-error"[^>]*aria-invalid="true"/,
    );
    expect(short.body).toContain('<p class="error" id="field-password-error">Use at least 12 characters.</p>');

    const set = await post('/admin/set-password', { token, password: PASSWORD, repeat: PASSWORD });
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe('/admin/');
    const cookie = String(set.headers['set-cookie']).split(';')[0];
    const me = await get('/admin/api/me', cookie);
    expect(me.json()).toEqual({ email: 'ada@example.com', role: 'editor' });

    const again = await get(`/admin/set-password?token=${token}`);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('<h1>This link no longer works</h1>');
  });

  it('sets a __Host- cookie: HttpOnly, Secure, SameSite=Strict, Path=/ (on plain-HTTP localhost without the prefix and Secure)', async () => {
    const { addAccount, post, app } = await start();
    await addAccount('ada@example.com', 'editor');
    const signedIn = await post('/admin/sign-in', { email: 'ada@example.com', password: PASSWORD });
    expect(signedIn.headers['set-cookie']).toMatch(
      /^__Host-session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200; Secure$/,
    );
    const local = await app.inject({
      method: 'POST',
      url: '/admin/sign-in',
      headers: {
        host: 'localhost:4173',
        origin: 'http://localhost:4173',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `email=ada%40example.com&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(local.headers['set-cookie']).toMatch(
      /^session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/,
    );
  });

  it('answers a wrong password and an unknown account alike, and locks out after 5 tries', async () => {
    const { addAccount, post } = await start();
    await addAccount('ada@example.com', 'editor');
    const wrong = await post('/admin/sign-in', { email: 'ada@example.com', password: 'not the password' });
    const unknown = await post('/admin/sign-in', { email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain(`<p class="error" id="sign-in-error" role="alert">${WRONG_PASSWORD}</p>`);
    expect(unknown.body.replace('nobody@example.com', 'ada@example.com')).toBe(wrong.body);
    for (let attempt = 0; attempt < 4; attempt += 1)
      await post('/admin/sign-in', { email: 'ada@example.com', password: 'not the password' });
    const locked = await post('/admin/sign-in', { email: 'ada@example.com', password: PASSWORD });
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain('too many tries: wait 1 minute, then try again.');
  });

  it('answers 401 without a session (and sends a page to sign in), 403 for a foreign or missing Origin', async () => {
    const { app, addAccount, get, post, publish, signIn, clock } = await start();
    await addAccount('ada@example.com', 'publisher');
    for (const url of ['/admin/api/me', '/admin/api/log']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ error: 'Sign in first.' });
    }
    expect((await publish({})).statusCode).toBe(401);
    const page = await get('/admin/account');
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/admin/sign-in');

    const cookie = await signIn('ada@example.com');
    expect((await get('/admin/api/me', cookie)).statusCode).toBe(200);
    for (const origin of ['https://evil.example', 'null', 'https://www.example.com.evil.example']) {
      const response = await publish({ cookie, origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({ error: 'This change must come from a page of this site.' });
    }
    const noOrigin = await app.inject({
      method: 'POST',
      url: '/admin/sign-out',
      headers: { host: 'www.example.com', cookie },
    });
    expect(noOrigin.statusCode).toBe(403);
    expect(
      (
        await post(
          '/admin/sign-in',
          { email: 'ada@example.com', password: PASSWORD },
          { origin: 'https://evil.example' },
        )
      ).statusCode,
    ).toBe(403);

    // An idle session is over.
    clock.now += SESSION_IDLE_MS;
    expect((await get('/admin/api/me', cookie)).statusCode).toBe(401);
  });

  it('refuses an editor a publisher action (403), and the audit log names who did what', async () => {
    const { addAccount, get, publish, signIn } = await start();
    await addAccount('ada@example.com', 'publisher');
    await addAccount('bob@example.com', 'editor');
    const bob = await signIn('bob@example.com');
    const refused = await publish({ cookie: bob });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only a publisher may do this.' });
    expect((await get('/admin/api/log', bob)).statusCode).toBe(403);
    const page403 = await get('/admin/log', bob);
    expect(page403.statusCode).toBe(403);
    expect(page403.body).toContain('<h1>Not allowed</h1>');

    const ada = await signIn('ada@example.com');
    const published = await publish({ cookie: ada });
    expect(published.json()).toEqual({ publishedBy: 'ada@example.com' });
    const log = (await get('/admin/api/log', ada)).json() as {
      entries: Array<{ who: string; action: string; detail: string }>;
    };
    expect(log.entries.map(({ who, action, detail }) => `${who} ${action} ${detail}`.trim()).slice(0, 4)).toEqual([
      'ada@example.com published release 42',
      'ada@example.com signed in',
      'bob@example.com signed in',
      'bob@example.com set password',
    ]);
    const page = await get('/admin/log', ada);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<td>ada@example.com</td><td>published</td><td>release 42</td>');
    expect(page.body).toContain('<button class="quiet" type="submit">Sign out</button>');
  });

  it('signs out here, or everywhere: the other sessions end too', async () => {
    const { addAccount, get, post, signIn } = await start();
    await addAccount('ada@example.com', 'editor');
    const [laptop, phone, tablet] = [
      await signIn('ada@example.com'),
      await signIn('ada@example.com'),
      await signIn('ada@example.com'),
    ];
    const out = await post('/admin/sign-out', {}, { cookie: laptop });
    expect(out.statusCode).toBe(200);
    expect(out.body).toContain('You are signed out.');
    expect(out.headers['set-cookie']).toBe('__Host-session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Secure');
    expect((await get('/admin/api/me', laptop)).statusCode).toBe(401);
    expect((await get('/admin/api/me', phone)).statusCode).toBe(200);

    const account = await get('/admin/account', phone);
    expect(account.body).toContain('<form method="post" action="/admin/sign-out-everywhere">');
    expect((await post('/admin/sign-out-everywhere', {}, { cookie: phone })).body).toContain(
      'You are signed out on every device.',
    );
    expect((await get('/admin/api/me', phone)).statusCode).toBe(401);
    expect((await get('/admin/api/me', tablet)).statusCode).toBe(401);
    // The Sign out button of a page left open after its session ended: back to sign in, not an error.
    const late = await post('/admin/sign-out', {}, { cookie: tablet, accept: 'text/html,*/*;q=0.8' });
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe('/admin/sign-in');
  });
});
