import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createAccounts } from './accounts/logic/create-accounts';
import { openSqliteAccountStore } from './accounts/store/sqlite-account-store';
import { createServer } from './create-server';

const root = join(import.meta.dirname, '..');
/** `npm run users -- …` as a child process, on the test's database. */
const runCli = (args: string[], env: NodeJS.ProcessEnv) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/users-cli.ts', ...args], {
      cwd: root,
      env: { ...process.env, SITE_URL: undefined, PORT: undefined, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

it('add prints a link that sets the password; list, reset, remove and log say what they did', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'users-cli-'));
  const env = { LEADS_DB: join(dir, 'leads.db'), SITE_URL: 'https://www.example.com/' };

  const added = await runCli(['add', 'Ada@Example.com', '--role', 'publisher'], env);
  expect(added.stderr).toBe('');
  expect(added.status).toBe(0);
  const [first, linkLine, validity] = added.stdout.trimEnd().split('\n');
  expect(first).toBe('Added ada@example.com (publisher). Send them this link to set their password:');
  expect(linkLine).toMatch(/^ {2}https:\/\/www\.example\.com\/admin\/set-password\?token=[A-Za-z0-9_-]{43}$/);
  expect(validity).toMatch(/^It works once, for 24 hours \(until \d{4}-\d\d-\d\d \d\d:\d\d UTC\)\.$/);

  // The printed link, opened on the server over the same database.
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, '.server'), { recursive: true });
  writeFileSync(join(dist, '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(join(dist, '.server/settings.json'), '{}');
  const store = await openSqliteAccountStore(env.LEADS_DB);
  const app = await createServer({ distDir: dist, admin: { accounts: createAccounts({ store }) } });
  try {
    const link = new URL(linkLine.trim());
    const page = await app.inject({ url: `${link.pathname}${link.search}`, headers: { host: link.host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('For <strong>ada@example.com</strong>');
    const password = 'correct horse battery';
    const set = await app.inject({
      method: 'POST',
      url: '/admin/set-password',
      headers: { host: link.host, origin: link.origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: link.searchParams.get('token')!, password, repeat: password }).toString(),
    });
    expect(set.statusCode).toBe(303);
    expect(set.headers['set-cookie']).toMatch(/^__Host-session=/);
    // With no editor mounted yet, /admin/ leads to the account screen.
    const cookie = String(set.headers['set-cookie']).split(';')[0];
    const home = await app.inject({ url: set.headers.location!, headers: { host: link.host, cookie } });
    expect(home.headers.location).toBe('/admin/account');
    const account = await app.inject({ url: '/admin/account', headers: { host: link.host, cookie } });
    expect(account.body).toContain('Signed in as <strong>ada@example.com</strong>, a publisher');
  } finally {
    await app.close();
    await store.close();
  }

  const duplicate = await runCli(['add', 'ada@example.com', '--role=editor'], env);
  expect(duplicate).toMatchObject({
    status: 1,
    stdout: '',
    stderr: 'There is already an account for ada@example.com.\n',
  });
  expect(
    (await runCli(['add', 'bob@example.com', '--role', 'editor'], { ...env, SITE_URL: undefined, PORT: '8080' }))
      .stdout,
  ).toContain('  http://localhost:8080/admin/set-password?token=');
  const list = await runCli(['list'], env);
  expect(list.stdout).toMatch(
    /^Email +Role +Password +Added \(UTC\)\n[- ]+\nada@example\.com +publisher +set +\d{4}.*\nbob@example\.com +editor +not set yet +\d{4}/,
  );
  expect((await runCli(['reset', 'bob@example.com'], env)).stdout).toMatch(
    /^New link for bob@example.com; earlier links and their sessions have ended:\n {2}https:\/\/www\.example\.com\/admin\/set-password\?token=/,
  );
  expect((await runCli(['remove', 'bob@example.com'], env)).stdout).toBe(
    'Removed bob@example.com; their sessions have ended.\n',
  );

  const log = (await runCli(['log'], env)).stdout.split('\n');
  expect(log[0]).toMatch(/^When \(UTC\) +Who +Did +What$/);
  expect(log.slice(2, 7).map((line) => line.replace(/^\S+ \S+ +/, '').replace(/ {2,}/g, ' | '))).toEqual([
    'command line | removed account | bob@example.com',
    'command line | reset password | bob@example.com',
    'command line | added account | bob@example.com (editor)',
    'ada@example.com | set password',
    'command line | added account | ada@example.com (publisher)',
  ]);
});

it.each([
  [['add', 'not-an-email', '--role', 'editor'], '"not-an-email" is not an email address (like name@example.com).'],
  [['add', 'ada@example.com'], 'Say the role: npm run users -- add ada@example.com --role editor|publisher'],
  [['add', 'ada@example.com', '--role', 'owner'], 'The role must be editor or publisher, not "owner".'],
  [['remove', 'nobody@example.com'], 'There is no account for nobody@example.com.'],
  [['reset'], 'Say whose account: npm run users -- reset EMAIL'],
  [['frob'], 'Use: npm run users -- add EMAIL --role editor|publisher | list | remove EMAIL | reset EMAIL | log'],
])('refuses %j in one plain line, with exit code 1', async (args, message) => {
  const result = await runCli(args, { LEADS_DB: join(mkdtempSync(join(tmpdir(), 'users-cli-')), 'leads.db') });
  expect(result).toEqual({ status: 1, stdout: '', stderr: `${message}\n` });
});
