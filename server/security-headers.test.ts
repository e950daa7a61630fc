import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { createServer } from './create-server';
import { testLeadSettings, validContact } from './leads/testing/lead-test-server';
import { openSqliteStore } from './leads/store/sqlite-store';

const THEME_SCRIPT = "\n      (function () { document.documentElement.setAttribute('data-theme', 'dark'); })();\n    ";
const page = (script: string) =>
  `<!doctype html><html><head><script>${script}</script><script type="application/ld+json">{"@type":"Organization"}</script></head>` +
  `<body><h1>Home</h1><script type="module" crossorigin src="/assets/index-abc.js"></script></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(options: { trustProxy?: boolean } = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'headers-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page(THEME_SCRIPT));
  writeFileSync(join(dist, '404.html'), page(THEME_SCRIPT).replace('Home', 'Page Not Found'));
  writeFileSync(join(dist, 'assets/index-abc.js'), 'console.log(1)');
  const store = await openSqliteStore(join(dist, 'leads.db'));
  const app = await createServer({
    distDir: dist,
    trustProxy: options.trustProxy,
    leads: { store, settings: testLeadSettings, rateLimitPerMinute: 0 },
  });
  cleanups.push(
    () => store.close(),
    () => app.close(),
  );
  return { app, dist };
}

/** The policy's directives by name. */
const readPolicy = (header: unknown) =>
  new Map(
    String(header)
      .split(/;\s*/)
      .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
  );

it('sends the security headers on a page, an asset, an API answer and the not-found page', async () => {
  const { app } = await start();
  const answers = {
    page: await app.inject({ url: '/' }),
    asset: await app.inject({ url: '/assets/index-abc.js' }),
    api: await app.inject({ method: 'POST', url: '/api/contact', payload: validContact }),
    refused: await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    }),
    form: await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: 'firstName=A',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    health: await app.inject({ url: '/api/health' }),
    missing: await app.inject({ url: '/no/such/page' }),
    head: await app.inject({ method: 'HEAD', url: '/' }),
    options: await app.inject({ method: 'OPTIONS', url: '/api/contact' }),
  };
  expect(Object.values(answers).map((answer) => answer.statusCode)).toEqual([
    200, 200, 201, 400, 400, 200, 404, 200, 404,
  ]);
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.headers['x-content-type-options'], name).toBe('nosniff');
    expect(answer.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['x-frame-options'], name).toBe('DENY');
    expect(answer.headers['cross-origin-opener-policy'], name).toBe('same-origin');
    // The features the site never uses are refused to the page and to every frame in it.
    const permissions = String(answer.headers['permissions-policy']).split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(permissions, name).toContain(`${feature}=()`);
    expect(answer.headers['strict-transport-security'], name).toBeUndefined();
    const policy = readPolicy(answer.headers['content-security-policy']);
    expect(policy.get('frame-ancestors'), name).toEqual(["'none'"]);
    expect(policy.get('default-src'), name).toEqual(["'self'"]);
    // The theme script by its hash, computed from the built page; nothing inline or eval'd otherwise.
    expect(policy.get('script-src'), name).toEqual(["'self'", sha256(THEME_SCRIPT)]);
    expect(String(answer.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(policy.get('style-src'), name).toEqual(["'self'", "'unsafe-inline'"]);
  }
  for (const name of ['api', 'refused', 'form', 'health'] as const)
    expect(answers[name].headers['cache-control'], name).toBe('no-store');
  expect(answers.page.headers['cache-control']).toBe('no-cache');
  expect(answers.asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

it('lets the editor’s preview page alone be framed, and only by a page of its own origin', async () => {
  const { app, dist } = await start();
  mkdirSync(join(dist, '_preview'));
  writeFileSync(join(dist, '_preview', 'index.html'), '<!doctype html><title>Preview</title>');
  for (const url of ['/_preview/', '/_preview/?x=1', '/_preview/index.html']) {
    const answer = await app.inject({ url });
    expect(answer.statusCode, url).toBe(200);
    expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    const policy = readPolicy(answer.headers['content-security-policy']);
    expect(policy.get('frame-ancestors'), url).toEqual(["'self'"]);
    expect(policy.get('script-src'), url).toEqual(["'self'", sha256(THEME_SCRIPT)]);
  }
  for (const url of ['/', '/_preview/assets/x.js', '/_previewx/', '/about/_preview/']) {
    const answer = await app.inject({ url });
    expect(answer.headers['x-frame-options'], url).toBe('DENY');
    expect(readPolicy(answer.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
  }
});

it('follows a new build: an edited theme script gets its new hash', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const { app, dist } = await start();
  expect(readPolicy((await app.inject({ url: '/' })).headers['content-security-policy']).get('script-src')).toContain(
    sha256(THEME_SCRIPT),
  );
  const edited = THEME_SCRIPT.replace("'dark'", "'light'");
  writeFileSync(join(dist, 'index.html'), page(edited));
  writeFileSync(join(dist, '404.html'), page(edited));
  const later = new Date(Date.now() + 5000);
  for (const file of ['index.html', '404.html']) utimesSync(join(dist, file), later, later);
  vi.setSystemTime(Date.now() + 2000);
  expect(readPolicy((await app.inject({ url: '/' })).headers['content-security-policy']).get('script-src')).toEqual([
    "'self'",
    sha256(edited),
  ]);
});

it('sends HSTS only over HTTPS, as a trusted proxy reports it', async () => {
  const direct = await start();
  const spoofed = await direct.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
  expect(spoofed.headers['strict-transport-security']).toBeUndefined();

  const proxied = await start({ trustProxy: true });
  expect(
    (await proxied.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } })).headers[
      'strict-transport-security'
    ],
  ).toBe('max-age=31536000');
  expect(
    (await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })).headers[
      'strict-transport-security'
    ],
  ).toBe('max-age=31536000');
  expect(
    (await proxied.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } })).headers[
      'strict-transport-security'
    ],
  ).toBeUndefined();
});

it("allows exactly the hosts of the scheduler and the chat the build's settings name, in addition, and still no eval", async () => {
  const { app, dist } = await start();
  const before = readPolicy((await app.inject({ url: '/' })).headers['content-security-policy']);
  expect(before.get('frame-src')).toBeUndefined();
  expect(before.get('connect-src')).toEqual(["'self'"]);

  mkdirSync(join(dist, '.server'));
  const scheduler = { calLink: 'company/30min', origin: 'https://app.cal.com', layout: 'month_view', height: 500 };
  writeFileSync(
    join(dist, '.server/settings.json'),
    JSON.stringify({ leads: {}, scheduler, chat: { appId: 'abc123', region: 'eu' } }),
  );
  vi.useFakeTimers({ now: Date.now() + 2000, toFake: ['Date'] });
  const header = String((await app.inject({ url: '/' })).headers['content-security-policy']);
  const policy = readPolicy(header);
  expect(policy.get('script-src')).toEqual([
    "'self'",
    sha256(THEME_SCRIPT),
    'https://app.cal.com',
    'https://widget.intercom.io',
    'https://js.intercomcdn.com',
  ]);
  expect(policy.get('frame-src')).toEqual(["'self'", 'https://app.cal.com', 'https://intercom-sheets.com']);
  expect(policy.get('connect-src')).toEqual([
    "'self'",
    'https://api-iam.eu.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://uploads.eu.intercomcdn.com',
  ]);
  expect(policy.get('font-src')).toEqual([
    "'self'",
    'data:',
    'https://js.intercomcdn.com',
    'https://fonts.intercomcdn.com',
  ]);
  expect(policy.get('media-src')).toEqual(["'self'", 'https://js.intercomcdn.com']);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(header).not.toContain('unsafe-eval');
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
});
