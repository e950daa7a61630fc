import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findFreePort } from '#server/leads/testing/lead-process';
import { getAt } from '#site/yaml/get-at';
import type { DataPath } from '../yaml/write-yaml-value';
import { createEditorServer } from './create-editor-server';

const root = join(import.meta.dirname, '..', '..', '..');
let port: number;
let base: string;
let dir: string;
let manifest: string;
let server: Server;

beforeAll(async () => {
  // A port the system has free now: a fixed one collided with another run of the suite on the same machine.
  port = await findFreePort();
  base = `http://127.0.0.1:${port}`;
  dir = mkdtempSync(join(tmpdir(), 'editor-server-'));
  manifest = join(dir, 'site.yaml');
  cpSync(join(root, 'site.yaml'), manifest);
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  writeFileSync(join(dir, 'secret.yaml'), 'token: do-not-read\n');
  mkdirSync(join(dir, 'app'));
  writeFileSync(join(dir, 'app', 'index.html'), '<!doctype html><title>Editor</title>');
  mkdirSync(join(dir, 'preview', '_preview'), { recursive: true });
  mkdirSync(join(dir, 'preview', 'assets'));
  writeFileSync(join(dir, 'preview', '_preview', 'index.html'), '<!doctype html><title>Preview</title>');
  writeFileSync(join(dir, 'preview', 'assets', 'entry.js'), 'export {};');
  server = createEditorServer({
    manifest,
    appDir: join(dir, 'app'),
    previewDir: join(dir, 'preview'),
    previewUrl: '/_preview/',
    publicDir: join(root, 'public'),
    imageCacheDir: join(dir, 'images'),
    port,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const ownOrigin = () => ({ origin: base, 'content-type': 'application/json' });

async function call(path: string, body?: unknown, headers: Record<string, string> = ownOrigin()) {
  const response = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: string } };
}

const openFile = async (name: string) =>
  (await call(`/api/file?name=${encodeURIComponent(name)}`)).body as {
    text: string;
    version: string;
    data: { routes: Array<{ path: string }> };
  };

describe('the editor server', () => {
  it('serves the preview page framable by its own origin only, the client’s files, the pictures and their copies made on request', async () => {
    const app = await fetch(`${base}/`);
    expect(app.headers.get('content-security-policy')).toContain("frame-src 'self'");
    expect(app.headers.get('x-frame-options')).toBe('DENY');
    const page = await fetch(`${base}/_preview/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Preview</title>');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect((await fetch(`${base}/assets/entry.js`)).headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await fetch(`${base}/images/about/teams.png`)).headers.get('content-type')).toBe('image/png');
    // The copy the built page's srcset names, made from the picture in public/ as the build makes it.
    const copy = await fetch(`${base}/_img/images/about/teams-320.webp`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
    const { width } = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    expect(width).toBe(320);
    expect((await fetch(`${base}/_img/images/about/nothing-320.webp`)).status).toBe(404);
    expect((await fetch(`${base}/_img/../site.yaml-320.webp`)).status).toBe(404);
  });

  it('answers the preview’s data from the unsaved changes, or says why it cannot', async () => {
    const file = await openFile('site.yaml');
    const index = file.data.routes.findIndex((route) => route.path === '/contact');
    const preview = await call('/api/preview', {
      file: 'site.yaml',
      path: '/contact',
      changes: [{ at: ['routes', index, 'title'], value: 'Typed, not saved' }],
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ ready: true, route: { path: '/contact', title: 'Typed, not saved' } });
    expect(readFileSync(manifest, 'utf8')).toBe(file.text);
    const broken = await call('/api/preview', { file: 'site.yaml', path: '/contact', text: 'routes: [' });
    expect(broken.status).toBe(200);
    expect(broken.body).toMatchObject({ ready: false });
    const noPath = await call('/api/preview', { file: 'site.yaml', changes: [] });
    expect(noPath).toEqual({ status: 400, body: { error: 'path must be the address of the page shown' } });
  });

  it('lists written, included and generated routes and every collection’s entries with their places', async () => {
    const { body } = await call('/api/outline');
    const routes = body.routes as Array<{ path: string; kind: string; file: string; at: unknown[] }>;
    expect(routes.find((route) => route.path === '/contact')).toMatchObject({ kind: 'written', file: 'site.yaml' });
    expect(routes.find((route) => route.path === '/case-study/rotana')).toMatchObject({
      kind: 'generated',
      at: ['collections', 'caseStudies', 2],
    });
    const collections = body.collections as Record<string, Array<{ id: string; file: string }>>;
    expect(collections.countries[0].file).toBe('pages/countries.yaml');
    expect(collections.caseStudies).toHaveLength(7);
    // Every menu of the shipped site has the spec's count of entries (count:), so a new page goes in none.
    expect(body.menus).toEqual([]);
    expect(body.problems).toEqual([]);
  });

  it('saves a changed value on its own line and answers with the CLI’s problems, located', async () => {
    const file = await openFile('site.yaml');
    const contact = (file.data.routes as Array<{ path: string }>).findIndex((route) => route.path === '/contact');
    const saved = await call('/api/save', {
      file: 'site.yaml',
      version: file.version,
      changes: [{ at: ['routes', contact, 'blocks', 0, 'title'] }],
    });
    expect(saved.status).toBe(200);
    const problems = saved.body.problems as Array<{
      code: string;
      file: string;
      line: number;
      at: unknown[];
      message: string;
    }>;
    const heroLine =
      file.text.split('\n').indexOf('      - type: page-hero', file.text.split('\n').indexOf('  - path: /contact')) + 1;
    expect(problems[0]).toMatchObject({
      code: 'missing-field',
      file: 'site.yaml',
      line: heroLine,
      at: ['routes', contact, 'blocks', 0, 'title'],
    });
    expect(problems[0].message).toBe('missing required field "title"');
    const fixed = await call('/api/save', {
      file: 'site.yaml',
      version: saved.body.version,
      changes: [{ at: ['routes', contact, 'blocks', 0, 'title'], value: 'Get in Touch' }],
    });
    expect(fixed.body.problems).toEqual([]);
    const after = readFileSync(manifest, 'utf8');
    expect(after.split('\n').length).toBe(file.text.split('\n').length);
  });

  it('answers 409 and writes nothing when the file changed on disk since it was read', async () => {
    const file = await openFile('site.yaml');
    writeFileSync(manifest, `${file.text}# a note from another editor\n`);
    const saved = await call('/api/save', {
      file: 'site.yaml',
      version: file.version,
      changes: [{ at: ['settings', 'company'], value: 'X' }],
    });
    expect(saved.status).toBe(409);
    expect(saved.body.error).toBe('site.yaml was changed on disk since you opened it');
    expect(readFileSync(manifest, 'utf8')).toBe(`${file.text}# a note from another editor\n`);
    writeFileSync(manifest, file.text);
  });

  it('reads and writes only the manifest and its page files, whatever the path says', async () => {
    for (const name of ['secret.yaml', '../site.yaml', '/etc/passwd', 'pages/../secret.yaml', 'package.json']) {
      expect((await call(`/api/file?name=${encodeURIComponent(name)}`)).status).toBe(403);
      expect((await call('/api/save', { file: name, version: 'x', text: 'a: 1\n' })).status).toBe(403);
    }
    expect(readFileSync(join(dir, 'secret.yaml'), 'utf8')).toBe('token: do-not-read\n');
    expect((await openFile('pages/countries.yaml')).text).toContain('countries:');
  });

  it('refuses a foreign Origin, a foreign Host, and a change that is not JSON from the editor page', async () => {
    const file = await openFile('site.yaml');
    const change = {
      file: 'site.yaml',
      version: file.version,
      changes: [{ at: ['settings', 'company'], value: 'Evil' }],
    };
    const foreign = await call('/api/save', change, {
      origin: 'https://evil.example',
      'content-type': 'application/json',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toContain('https://evil.example');
    expect((await call('/api/outline', undefined, { origin: 'http://127.0.0.1:1' })).status).toBe(403);
    expect((await call('/api/save', change, { 'content-type': 'application/json' })).status).toBe(403);
    expect((await call('/api/save', change, { origin: base, 'content-type': 'text/plain' })).status).toBe(403);
    expect(await rawStatus('/api/outline', 'evil.example')).toBe(403);
    expect(await rawStatus('/api/outline', `localhost:${port}`)).toBe(200);
    expect(readFileSync(manifest, 'utf8')).toBe(file.text);
  });

  it('refuses to delete a page other pages link to, naming them', async () => {
    const file = await openFile('site.yaml');
    const index = (file.data.routes as Array<{ path: string }>).findIndex((route) => route.path === '/solutions/hrms');
    const refused = await call('/api/delete-route', {
      file: 'site.yaml',
      version: file.version,
      at: ['routes', index],
      path: '/solutions/hrms',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toContain('/solutions/hrms cannot be deleted while other pages link to it');
    expect(refused.body.linking).toContain('the Solutions entry hrms');
    expect(readFileSync(manifest, 'utf8')).toBe(file.text);
  });
});

describe('whole jobs', () => {
  it('refuses a new page whose path or solutions card is taken, writing nothing', async () => {
    const before = readFileSync(manifest, 'utf8');
    const taken = await call('/api/new-page', { path: '/solutions/ai', title: 'AI', template: 'solution' });
    expect(taken.status).toBe(422);
    expect(taken.body.error).toContain('a page with the path "/solutions/ai" already exists');
    const card = await call('/api/new-page', {
      path: '/services/hrms',
      title: 'HRMS again',
      template: 'solution',
      solution: { summary: 'x', icon: 'users' },
    });
    expect(card.status).toBe(422);
    expect(card.body.error).toContain('the solutions list already has a card with the id "hrms"');
    expect(readFileSync(manifest, 'utf8')).toBe(before);
  });

  it('adds a case study to the collection and to the listing in one go, or refuses a taken id', async () => {
    const before = readFileSync(manifest, 'utf8');
    const taken = await call('/api/new-case-study', { entry: { id: 'rotana', title: 'Rotana' } });
    expect(taken.status).toBe(422);
    expect(readFileSync(manifest, 'utf8')).toBe(before);
    const added = await call('/api/new-case-study', { entry: { id: 'acme', title: 'Acme', category: 'AI' } });
    expect(added.body.done).toEqual([
      'added the case study Acme (/case-study/acme)',
      'listed it on /case-studies under AI',
    ]);
    const after = readFileSync(manifest, 'utf8');
    expect(after).toContain('projects: [cognatrix, inflify, rotana, digitalpersonas, yash, targetengineering, acme]');
    expect((added.body.problems as Array<{ code: string }>).map((problem) => problem.code)).toContain('missing-field');
    writeFileSync(manifest, before);
  });
});

describe('entries and page copies', () => {
  const files = ['site.yaml', 'pages/countries.yaml'];
  let before: Map<string, string>;
  const read = (name = 'site.yaml') => readFileSync(join(dir, name), 'utf8');
  beforeEach(() => {
    before = new Map(files.map((name) => [name, read(name)]));
  });
  afterEach(() => {
    for (const [name, text] of before) writeFileSync(join(dir, name), text);
  });
  /** The lines of `after` not in `before`; and that none of `before`'s lines went. */
  const addedLines = (name: string) => {
    const old = before.get(name)!.split('\n');
    const now = read(name).split('\n');
    expect(old.filter((line) => !now.includes(line))).toEqual([]);
    return now.filter((line) => !old.includes(line));
  };
  const errorsIn = (body: Record<string, unknown>) =>
    (body.problems as Array<{ code: string; severity: string; message: string }>).filter(
      (problem) => problem.severity === 'error',
    );

  it('adds an entry to every collection with every required field filled: no error while it is written but a code already taken, and its texts are placeholders the check refuses', async () => {
    const { body: schemas } = await call('/api/schemas');
    const collections = Object.keys(schemas.collections as object);
    expect(collections.length).toBeGreaterThanOrEqual(8);
    for (const collection of collections) {
      const added = await call('/api/add-entry', { collection, id: 'brand-new' });
      expect(added.status, `${collection}: ${added.body.error}`).toBe(200);
      // A new country starts with the example's calling code, which another country has: said at once, at the
      // code, for the person to change (it used to pass unnoticed), and until they do.
      // A fifth product is a fifth entry of the Products menu (products: all), whose count is the spec's 4: said
      // at once, for the person to decide (take one out of the menu, or change its count).
      const expected = [
        ...(collections.indexOf(collection) >= collections.indexOf('products')
          ? ['the Products menu has 5 entries, where its count says 4']
          : []),
        ...(collections.indexOf(collection) >= collections.indexOf('countries')
          ? [
              expect.stringMatching(
                /^code "\+44" is already used by "united-kingdom" at line \d+: each item needs its own$/,
              ),
            ]
          : []),
      ];
      // The new entry's placeholders are errors too (as at build), said at each field just below.
      const errors = errorsIn(added.body)
        .filter((problem) => problem.code !== 'placeholder-text')
        .map(({ message }) => message);
      expect(errors, collection).toEqual(expect.arrayContaining(expected));
      expect(errors, collection).toHaveLength(expected.length);
      // What the person is to replace is said at each such field, and npm run check would refuse it as it is.
      for (const problem of added.body.problems as Array<{ code: string; message: string; place: string }>)
        if (problem.code === 'placeholder-text')
          expect(problem.message).toMatch(/^"Replace this with the entry's [\w -]+\." is the new entry’s placeholder/);

      const file = await openFile(added.body.file as string);
      expect(getAt(file.data, added.body.at as DataPath)).toMatchObject({ id: 'brand-new' });
    }
    expect(addedLines('site.yaml')).toContain('    - id: brand-new');
    expect(addedLines('pages/countries.yaml')).toEqual([
      '    - id: brand-new',
      '      code: "+44"',
      '      country: Brand New',
    ]);
    // One whole check of the site per collection: seconds each on a machine busy with a second job.
  }, 120_000);

  it('refuses a new entry whose id is taken or is not an id, writing nothing', async () => {
    const taken = await call('/api/add-entry', { collection: 'facts', id: 'ai' });
    expect(taken.status).toBe(422);
    expect(taken.body.error).toBe('a Facts entry with the id "ai" already exists: choose another id');
    const malformed = await call('/api/add-entry', { collection: 'facts', id: 'New Facts' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.error).toContain('"New Facts" cannot be an id: use lower-case letters');
    expect((await call('/api/add-entry', { collection: 'nope', id: 'x' })).body.error).toContain('no collection');
    expect(read()).toBe(before.get('site.yaml'));
  });

  it('duplicates an entry right after it with a new id; a case study’s copy links to its own page', async () => {
    const copied = await call('/api/duplicate-entry', { collection: 'caseStudies', from: 'rotana', id: 'rotana-two' });
    expect(copied.status, copied.body.error).toBe(200);
    expect(copied.body.at).toEqual(['collections', 'caseStudies', 3]);
    const { data } = await openFile('site.yaml');
    const [original, copy] = (getAt(data, ['collections', 'caseStudies']) as Array<Record<string, unknown>>).slice(
      2,
      4,
    );
    expect(copy).toEqual({ ...original, id: 'rotana-two', caseStudyUrl: '/case-study/rotana-two' });
    const { body: outline } = await call('/api/outline');
    expect((outline.routes as Array<{ path: string }>).map((route) => route.path)).toContain('/case-study/rotana-two');
    expect(errorsIn(copied.body)).toEqual([]);
    const taken = await call('/api/duplicate-entry', { collection: 'caseStudies', from: 'rotana', id: 'yash' });
    expect(taken.status).toBe(422);
  });

  it('refuses to delete an entry something names or links to, naming them; deletes one nothing refers to', async () => {
    const site = await openFile('site.yaml');
    const facts = await call('/api/delete-entry', {
      collection: 'facts',
      id: 'ai',
      file: 'site.yaml',
      version: site.version,
    });
    expect(facts.status).toBe(422);
    expect(facts.body.error).toContain('the Facts entry ai cannot be deleted while');
    expect(facts.body.linking).toContain('/services/ai-business-services');
    const study = await call('/api/delete-entry', {
      collection: 'caseStudies',
      id: 'rotana',
      file: 'site.yaml',
      version: site.version,
    });
    // Named by the listing's project grid, and its page linked from another case study's Next Project.
    expect(study.body.linking).toContain('/case-studies');
    expect(read()).toBe(before.get('site.yaml'));
    // Named by one field (the contact form's default); `countries: all` names none of them one by one.
    const countries = await openFile('pages/countries.yaml');
    const named = await call('/api/delete-entry', {
      collection: 'countries',
      id: 'united-states-canada',
      file: 'pages/countries.yaml',
      version: countries.version,
    });
    expect(named.body.linking).toEqual(['/contact']);

    await call('/api/add-entry', { collection: 'countries', id: 'atlantis' });
    const withAtlantis = await openFile('pages/countries.yaml');
    const stale = await call('/api/delete-entry', {
      collection: 'countries',
      id: 'atlantis',
      file: 'pages/countries.yaml',
      version: 'old',
    });
    expect(stale.status).toBe(409);
    const deleted = await call('/api/delete-entry', {
      collection: 'countries',
      id: 'atlantis',
      file: 'pages/countries.yaml',
      version: withAtlantis.version,
    });
    expect(deleted.status, deleted.body.error).toBe(200);
    expect(read('pages/countries.yaml')).toBe(before.get('pages/countries.yaml'));
  });

  it('duplicates a written page at a new path right after it, or refuses a path that is taken', async () => {
    const site = await openFile('site.yaml');
    const index = site.data.routes.findIndex((route) => route.path === '/contact');
    const taken = await call('/api/duplicate-route', {
      file: 'site.yaml',
      version: site.version,
      at: ['routes', index],
      path: '/about',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.error).toContain('a page with the path "/about" already exists');
    const copied = await call('/api/duplicate-route', {
      file: 'site.yaml',
      version: site.version,
      at: ['routes', index],
      path: '/contact-us',
    });
    expect(copied.status, copied.body.error).toBe(200);
    expect(copied.body.at).toEqual(['routes', index + 1]);
    const { data } = await openFile('site.yaml');
    expect(data.routes[index + 1]).toEqual({ ...site.data.routes[index], path: '/contact-us' });
    expect(addedLines('site.yaml')).toContain('  - path: /contact-us');
    expect(errorsIn(copied.body)).toEqual([]);
  });
});

/** A request with a Host header of our choosing (fetch does not let a page set it; a rebinding attack does). */
async function rawStatus(path: string, host: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}
