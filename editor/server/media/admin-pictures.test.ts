import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SitePicture, StoredPicture } from '#editor/shared/pictures';
import { createAdminEditor, type AdminPerson } from '../admin/create-admin-editor';
import { runGit } from '../git/run-git';
import { gitAsOwner, readText, writeText } from '../git/testing/create-test-site';

const root = join(import.meta.dirname, '..', '..', '..');
const ann: AdminPerson = { email: 'ann@example.com', role: 'editor' };
const audit: string[] = [];
let site: string;
let server: Server;
let base: string;

const git = (...args: string[]) => runGit(args, { cwd: site }).then((out) => out.trim());

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'admin-pictures-'));
  await runGit(['init', '--quiet', '--initial-branch=main', site], { cwd: tmpdir() });
  writeText(site, '.gitignore', '.drafts/\ndata/\n');
  writeText(site, 'site.yaml', readText(root, 'tests/fixtures/collections-site.yaml'));
  writeText(site, 'public/images/brand.svg', readText(root, 'public/images/brand.svg'));
  await gitAsOwner(site, 'add', '--all');
  await gitAsOwner(site, 'commit', '--quiet', '-m', 'The site');
  const appDir = join(site, 'app');
  mkdirSync(appDir);
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Site editor</title>');
  const editor = await createAdminEditor({
    root: site,
    releasesDir: join(site, 'data', 'releases'),
    appDir,
    imageCacheDir: join(site, 'data', 'editor-images'),
    audit: async (email, action, detail) => void audit.push(`${email} ${action}: ${detail}`),
  });
  server = createServer((request, response) => {
    void editor.answer(request, response, ann, new URL(request.url ?? '/', 'http://localhost'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(site, { recursive: true, force: true });
});

async function json<T = Record<string, unknown>>(path: string, body?: unknown) {
  const response = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T & { error?: string } };
}

it('on the site’s server, a picture uploaded is a commit on the person’s draft, checked and shown there, never live', async () => {
  const data = (
    await sharp({ create: { width: 30, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
  ).toString('base64');
  const uploaded = await json<StoredPicture>('/api/upload-picture', {
    name: 'Alpha Logo.png',
    folder: 'clients',
    data,
  });
  expect(uploaded.status).toBe(200);
  const path = '/images/clients/alpha-logo.png';
  expect(uploaded.body.path).toBe(path);
  const branch = await git('branch', '--list', 'drafts/ann*', '--format=%(refname:short)');
  expect(await git('log', '-1', '--format=%ae %s', branch)).toBe(`ann@example.com Added the picture ${path}`);
  expect(await git('show', '--name-only', '--format=', branch)).toBe(`public${path}`);
  expect(existsSync(join(site, 'public', path))).toBe(false);
  expect(audit).toEqual([`ann@example.com saved: Added the picture ${path}`]);
  // The person's own pages show it: the draft's public/ is served to them, and its check finds the file.
  expect((await fetch(`${base}/public${path}`)).headers.get('content-type')).toBe('image/png');
  const file = await json<{ version: string }>('/api/file?name=site.yaml');
  const saved = await json<{ problems: Array<{ message: string }> }>('/api/save', {
    file: 'site.yaml',
    version: file.body.version,
    changes: [{ at: ['collections', 'caseStudies', 0, 'logo', 'src'], value: path }],
  });
  expect(saved.body.problems.filter((problem) => problem.message.includes('/images/'))).toEqual([]);
  const { pictures } = (await json<{ pictures: SitePicture[] }>('/api/pictures')).body;
  expect(pictures.find((picture) => picture.path === path)?.usedBy).toEqual(['/case-study/alpha']);

  // A refused upload commits nothing.
  const refused = await json('/api/upload-picture', {
    name: 'notes.png',
    data: Buffer.from('notes').toString('base64'),
  });
  expect(refused.status).toBe(415);
  expect(refused.body.error).toMatch(/^This file is not a picture/);
  expect(await git('rev-list', '--count', branch)).toBe('3');
}, 60_000);

it('the preview loads the draft’s pictures and the build’s copies of them from below /admin, and nothing else', async () => {
  const { preview } = (await json<{ preview: string }>('/api/outline')).body;
  expect(preview).toBe('/_preview/?pictures=%2Fadmin%2Fpublic');
  const path = '/images/clients/alpha-logo';
  const copy = await fetch(`${base}/public/_img${path}-320.webp`);
  expect(copy.status).toBe(200);
  expect(copy.headers.get('content-type')).toBe('image/webp');
  expect(copy.headers.get('content-security-policy')).toContain('sandbox');
  expect((await sharp(Buffer.from(await copy.arrayBuffer())).metadata()).width).toBe(320);
  expect((await fetch(`${base}/public${path}.png`)).headers.get('content-security-policy')).toContain('sandbox');

  // A link in the draft to a picture outside it, a width the build never makes, a folder: nothing.
  const outside = mkdtempSync(join(tmpdir(), 'admin-pictures-outside-'));
  writeFileSync(
    join(outside, 'secret.png'),
    await sharp({ create: { width: 9, height: 9, channels: 3, background: '#f00' } })
      .png()
      .toBuffer(),
  );
  const draft = join(
    site,
    '.drafts',
    readdirSync(join(site, '.drafts')).find((name) => name.startsWith('ann'))!,
  );
  symlinkSync(join(outside, 'secret.png'), join(draft, 'public', 'images', 'secret.png'));
  symlinkSync(outside, join(draft, 'public', 'images', 'elsewhere'));
  for (const refused of [
    '/public/images/secret.png',
    '/public/_img/images/secret-320.webp',
    '/public/_img/images/elsewhere/secret-320.avif',
    `/public/_img${path}-321.webp`,
    `/public/_img${path}-99999.webp`,
    '/public/images/',
    '/public/images/clients',
    '/public/_img/images/clients/',
    '/public/_img/..%2f..%2fsite-320.webp',
  ]) {
    const response = await fetch(base + refused);
    expect(response.status, refused).toBe(404);
    expect(response.headers.get('content-type'), refused).toMatch(/^application\/json/);
  }
  rmSync(outside, { recursive: true, force: true });
});
