import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { createServer } from '#server/create-server';
import { testLeadSettings } from '../testing/lead-test-server';
import { openSqliteStore } from '../store/sqlite-store';

/** The contact page as the build prerenders it (the form's markup as React writes it), in short. */
const CONTACT_PAGE = `<!doctype html><html><head><script>document.documentElement.dataset.theme='light'</script>
<template id="deferred-head" data-modules="contact-form-x"><link id="route-data" rel="preload" as="fetch" crossorigin href="/contact/route.json"></template>
<script type="module">const start=()=>{import("/assets/index-x.js")};start()</script></head><body>
<h1>Get in Touch</h1>
<form noValidate="" class="c-1" action="/api/contact" method="post"><input type="hidden" name="formPage" value="/contact"/><input type="hidden" name="receivedPage" value="/contact/received"/>
<div><label for="_R_1_">First Name</label><input id="_R_1_" aria-required="true" type="text" class="css-2" name="firstName" value=""/><div aria-live="polite"></div></div>
<div><label for="_R_2_">Last Name</label><input id="_R_2_" type="text" name="lastName" value=""/><div aria-live="polite"></div></div>
<div><label for="_R_3_">Email Address</label><input id="_R_3_" type="email" name="email" value=""/><div aria-live="polite"></div></div>
<div><label for="_R_4_">Country Code</label><select id="_R_4_" name="countryCode" class="css-2"><option value="+1" selected="">+1 United States/Canada</option><option value="+44">+44 United Kingdom</option></select><div aria-live="polite"></div></div>
<div><label for="_R_5_">Phone Number</label><input id="_R_5_" type="tel" name="phone" value=""/><div aria-live="polite"></div></div>
<div><label for="_R_6_">Company Name</label><input id="_R_6_" type="text" name="company" value=""/><div aria-live="polite"></div></div>
<div><label for="_R_7_">Number of Employees</label><input id="_R_7_" type="number" name="employees" value=""/><div aria-live="polite"></div></div>
<div><label for="_R_8_">Message</label><textarea id="_R_8_" rows="5" name="message" class="css-2"></textarea><div aria-live="polite"></div></div>
<div aria-hidden="true"><input type="text" tabindex="-1" name="website" value=""/></div>
<button type="submit">Send Message</button></form></body></html>`;

const valid = {
  formPage: '/contact',
  receivedPage: '/contact/received',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@analytical.example',
  countryCode: '+44',
  phone: '+20 7946 0958',
  company: 'Analytical Engines',
  employees: '12',
  message: 'We would like an AI agent for support.',
  website: '',
};

let server: { app: Awaited<ReturnType<typeof createServer>>; close: () => Promise<void>; file: string } | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(rateLimitPerMinute = 0) {
  const dir = mkdtempSync(join(tmpdir(), 'form-post-'));
  mkdirSync(join(dir, 'contact', 'received'), { recursive: true });
  mkdirSync(join(dir, 'drafts'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), CONTACT_PAGE.replace(/<form[\s\S]*<\/form>/, ''));
  writeFileSync(join(dir, 'contact', 'index.html'), CONTACT_PAGE);
  writeFileSync(join(dir, 'contact', 'received', 'index.html'), '<!doctype html><h1>Message Received</h1>');
  // A page on disk that is not one of the site's routes (left over, or put there by hand).
  writeFileSync(join(dir, 'drafts', 'index.html'), '<!doctype html><h1>Draft</h1>');
  const file = join(dir, 'leads.db');
  const store = await openSqliteStore(file);
  const app = await createServer({
    distDir: dir,
    leads: {
      store,
      settings: testLeadSettings,
      rateLimitPerMinute,
      routes: ['/', '/contact', '/contact/received'],
    },
  });
  server = {
    app,
    file,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
  return server;
}

const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  server!.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

/** The cookie a refused post sets, as the browser sends it back. */
const cookieOf = (response: LightMyRequestResponse) => String(response.headers['set-cookie']).split(';')[0];

/** What the browser does with a refused post: it follows the 303 to the form's page, with the cookie. */
async function followBack(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/contact');
  expect(response.headers['set-cookie']).toMatch(/^contact-form-answer=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
  const page = await server!.app.inject({ url: '/contact', headers: { cookie: cookieOf(response) } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['cache-control']).toBe('no-store');
  return page;
}

function readLeads(file: string) {
  const db = new Database(file, { readonly: true });
  const rows = db.prepare('select fields, spam from leads').all() as { fields: string; spam: number }[];
  db.close();
  return rows.map((row) => ({ ...(JSON.parse(row.fields) as Record<string, unknown>), spam: row.spam }));
}

it('stores a valid form post and sends the visitor on to the page saying it was received', async () => {
  const { file } = await start();
  const response = await postForm(valid);
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/contact/received');
  expect(readLeads(file)).toEqual([
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@analytical.example',
      phone: '+4420 7946 0958',
      company: 'Analytical Engines',
      employees: 12,
      message: 'We would like an AI agent for support.',
      spam: 0,
    },
  ]);
});

it('sends a refused post back to its page, which shows the values entered, each message under its field, no scripts, the site policy', async () => {
  const { app, file } = await start();
  const refused = await postForm({
    ...valid,
    firstName: 'A',
    email: 'Boss@GMail.com',
    company: '"Acme" <b>',
    employees: '0',
    message: 'Hi </textarea><script>x</script>',
  });
  const response = await followBack(refused);
  expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  const html = response.body;
  expect(html).toContain(
    '<input id="_R_1_" aria-required="true" type="text" class="css-2" name="firstName" value="A" aria-invalid="true" aria-describedby="_R_1_-error" autofocus=""/>',
  );
  expect(html).toContain(
    '<p data-server-error="firstName" id="_R_1_-error">First name must be at least 2 characters.</p>',
  );
  expect(html).toContain('<p data-server-error="email" id="_R_3_-error">Please use a valid company email address.</p>');
  expect(html).toContain(
    '<p data-server-error="employees" id="_R_7_-error">Number of employees must be at least 1.</p>',
  );
  expect(html).not.toContain('data-server-error="message"');
  // Only the first refused field takes the focus.
  expect(html.match(/autofocus/g)).toHaveLength(1);
  // What the visitor typed comes back as text, never as markup.
  expect(html).toContain('name="company" value="&quot;Acme&quot; &lt;b&gt;"');
  expect(html).toContain('name="message" class="css-2">Hi &lt;/textarea&gt;&lt;script&gt;x&lt;/script&gt;</textarea>');
  expect(html).toContain(
    '<option value="+1">+1 United States/Canada</option><option value="+44" selected="">+44 United Kingdom</option>',
  );
  expect(html).toContain('name="lastName" value="Lovelace"');
  // The page is read as it is: the app would replace the answer with an empty form.
  expect(html).not.toMatch(/type="module"|contact-form-x|route-data|deferred-head|index-x/);
  expect(html).toContain("<script>document.documentElement.dataset.theme='light'</script>");
  // A reload is a GET of the page: the same answer, and nothing posted again.
  const reloaded = await app.inject({ url: '/contact', headers: { cookie: cookieOf(refused) } });
  expect(reloaded.body).toBe(html);
  expect(readLeads(file)).toEqual([]);
  // The answer is the visitor's alone, and only on the form's page.
  expect((await app.inject({ url: '/contact' })).body).toBe(CONTACT_PAGE);
  expect((await app.inject({ url: '/contact', headers: { cookie: 'contact-form-answer=guess' } })).body).toBe(
    CONTACT_PAGE,
  );
  expect((await app.inject({ url: '/', headers: { cookie: cookieOf(refused) } })).body).not.toContain(
    'name="firstName" value="A"',
  );
});

it('once the form is sent, the page no longer shows the refused answer', async () => {
  const { app, file } = await start();
  const refused = await postForm({ ...valid, firstName: 'A' });
  await followBack(refused);
  const sent = await postForm(valid, { cookie: cookieOf(refused) });
  expect(sent.statusCode).toBe(303);
  expect(sent.headers.location).toBe('/contact/received');
  expect(sent.headers['set-cookie']).toBe('contact-form-answer=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  expect((await app.inject({ url: '/contact', headers: { cookie: cookieOf(refused) } })).body).toBe(CONTACT_PAGE);
  expect(readLeads(file)).toHaveLength(1);
});

it('writes the dollar sequences a visitor types as they are, never as the markup around them', async () => {
  await start();
  const typed = {
    firstName: '$` onfocus=alert(1) autofocus style=color:red x=',
    lastName: "$' onmouseover=alert(2) x=",
    company: '$& style=display:none x=',
    phone: '$$1 $<x> $1',
  };
  const html = (await followBack(await postForm({ ...valid, ...typed, email: 'x' }))).body;
  expect(html).toContain('name="firstName" value="$` onfocus=alert(1) autofocus style=color:red x="');
  expect(html).toContain('name="lastName" value="$&#x27; onmouseover=alert(2) x="');
  expect(html).toContain('name="company" value="$&amp; style=display:none x="');
  expect(html).toContain('name="phone" value="$$1 $&lt;x&gt; $1"');
  // No attribute outside the quoted values: every input's attributes are the form's own.
  expect(html).not.toMatch(/<input(?:\s+[\w-]+="[^"]*")*\s+(?:onfocus|onmouseover|style)=/);
  // The only autofocus is the one the server writes on the first refused field.
  expect(html.match(/autofocus=""/g)).toHaveLength(1);
});

it("keeps a bot's post apart as spam, and never redirects off the site or to a page that is not a route", async () => {
  const { file } = await start();
  expect((await postForm({ ...valid, website: 'https://spam.example' })).statusCode).toBe(303);
  expect(readLeads(file).map((lead) => lead.spam)).toEqual([1]);
  for (const receivedPage of [
    'https://evil.example',
    '//evil.example',
    '//contact/received',
    '/contact//received',
    '/contact/received/',
    '/drafts',
    '/nowhere',
    '/contact/../x',
  ]) {
    const response = await postForm({ ...valid, receivedPage });
    expect(response.statusCode, receivedPage).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toEqual({ errors: { receivedPage: 'Post the contact form from its page.' } });
  }
  expect(readLeads(file)).toHaveLength(1);
});

it('says so on the page when the visitor has sent too many', async () => {
  await start(1);
  expect((await postForm(valid)).statusCode).toBe(303);
  const response = await followBack(await postForm(valid, { referer: 'http://localhost/contact' }));
  expect(response.body).toContain(
    '<p data-server-error="body" role="alert" tabindex="-1" autofocus="">Too many requests: please wait a minute and try again.</p>',
  );
});

it("refuses a post from another website with a page saying why, and takes the same site's posts with or without their headers", async () => {
  const { file } = await start();
  for (const headers of <Record<string, string>[]>[
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    // A browser's word for where the post comes from goes first: the host can be rewritten by a proxy.
    { 'sec-fetch-site': 'cross-site', origin: 'http://shop.example', host: 'shop.example' },
  ]) {
    const response = await postForm({ ...valid, firstName: 'Mallory' }, headers);
    expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toContain(
      '<p data-server-error="body" role="alert" tabindex="-1" autofocus="">This form was sent from another website, so we did not accept it. If you meant to write to us, fill in the form below and send it from here.</p>',
    );
    expect(response.body).toContain('<h1>Get in Touch</h1>');
    // Nothing the other site sent is written into the page.
    expect(response.body).not.toContain('Mallory');
  }
  expect(readLeads(file)).toEqual([]);
  for (const headers of <Record<string, string>[]>[
    { origin: 'http://shop.example', host: 'shop.example' },
    { 'sec-fetch-site': 'same-origin', origin: 'https://shop.example', host: 'internal:4173' },
    { 'sec-fetch-site': 'same-site' },
    {},
  ]) {
    const response = await postForm(valid, headers);
    expect(response.statusCode, JSON.stringify(headers)).toBe(303);
    expect(response.headers.location).toBe('/contact/received');
  }
  expect(readLeads(file)).toHaveLength(4);
});

it('sizes the form by its text, as the JSON route is: a long message in any script is taken, an oversized form is sent back', async () => {
  const { file } = await start();
  // 4,899 characters, mostly Cyrillic letters: 9 KB of text, 26 KB once percent-encoded.
  const message = 'Здравствуйте! '.repeat(350).trim();
  expect(message.length).toBe(4899);
  expect(new URLSearchParams({ ...valid, message }).toString().length).toBeGreaterThan(16 * 1024);
  const response = await postForm({ ...valid, message });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/contact/received');
  expect(readLeads(file).map((lead) => (lead as { message?: string }).message)).toEqual([message]);
  // The same fields as JSON are taken too.
  const { formPage: _formPage, receivedPage: _receivedPage, website: _website, ...fields } = valid;
  const json = await server!.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...fields, employees: 12, message },
  });
  expect(json.statusCode).toBe(201);

  // Over the limit once decoded (17 KB of text), and over it even before (51 KB percent-encoded).
  for (const company of ['a'.repeat(17_000), 'é'.repeat(8700)]) {
    const oversized = await followBack(await postForm({ ...valid, company }, { referer: 'http://localhost/contact' }));
    expect(oversized.body).toContain(
      '<p data-server-error="body" role="alert" tabindex="-1" autofocus="">The request is larger than 16 KB.</p>',
    );
  }
  expect(readLeads(file)).toHaveLength(2);
});
