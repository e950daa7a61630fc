import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { createServer } from '../../create-server';
import { testLeadSettings } from '../testing/lead-test-server';
import { openSqliteStore } from '../store/sqlite-store';

/** The contact page as the build prerenders it (the form's markup as React writes it), in short. */
const CONTACT_PAGE = `<!doctype html><html><head><script>document.documentElement.dataset.theme='light'</script>
<template id="deferred-head"><link id="route-data" rel="preload" as="fetch" crossorigin href="/contact/route.json"><link rel="modulepreload" crossorigin href="/assets/contact-form-x.js"></template>
<script type="module">const start=()=>{import("/assets/index-x.js")};start()</script></head><body>
<h1>Get in Touch</h1>
<form noValidate="" class="css-1" action="/api/contact" method="post"><input type="hidden" name="formPage" value="/contact"/><input type="hidden" name="receivedPage" value="/contact/received"/>
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
  writeFileSync(join(dir, 'index.html'), CONTACT_PAGE.replace(/<form[\s\S]*<\/form>/, ''));
  writeFileSync(join(dir, 'contact', 'index.html'), CONTACT_PAGE);
  writeFileSync(join(dir, 'contact', 'received', 'index.html'), '<!doctype html><h1>Message Received</h1>');
  const file = join(dir, 'leads.db');
  const store = await openSqliteStore(file);
  const app = await createServer({ distDir: dir, leads: { store, settings: testLeadSettings, rateLimitPerMinute } });
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

it('answers a refused post with its page: the values entered, each message under its field, no scripts, the site policy', async () => {
  const { file } = await start();
  const response = await postForm({
    ...valid,
    firstName: 'A',
    email: 'Boss@GMail.com',
    company: '"Acme" <b>',
    employees: '0',
    message: 'Hi </textarea><script>x</script>',
  });
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
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
  expect(html).not.toMatch(/type="module"|modulepreload|route-data|deferred-head|index-x/);
  expect(html).toContain("<script>document.documentElement.dataset.theme='light'</script>");
  expect(readLeads(file)).toEqual([]);
});

it("keeps a bot's post apart as spam, and never redirects off the site", async () => {
  const { file } = await start();
  expect((await postForm({ ...valid, website: 'https://spam.example' })).statusCode).toBe(303);
  expect(readLeads(file).map((lead) => lead.spam)).toEqual([1]);
  for (const receivedPage of ['https://evil.example', '//evil.example', '/nowhere', '/contact/../x']) {
    const response = await postForm({ ...valid, receivedPage });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: { receivedPage: 'Post the contact form from its page.' } });
  }
  expect(readLeads(file)).toHaveLength(1);
});

it('says so on the page when the visitor has sent too many', async () => {
  await start(1);
  expect((await postForm(valid)).statusCode).toBe(303);
  const response = await postForm(valid, { referer: 'http://localhost/contact' });
  expect(response.statusCode).toBe(429);
  expect(response.body).toContain(
    '<p data-server-error="body" role="alert">Too many requests: please wait a minute and try again.</p>',
  );
});
