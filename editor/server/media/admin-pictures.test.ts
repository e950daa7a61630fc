import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SitePicture, StoredPicture } from '../../shared/pictures';
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
