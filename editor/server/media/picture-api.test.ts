import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePicture, StoredPicture } from '#editor/shared/pictures';
import { OutsideSiteError } from '../files/resolve-site-file';
import { createEditorApi, type EditorApi } from '../http/create-editor-api';
import { RequestError } from '../http/request-error';

const root = join(import.meta.dirname, '..', '..', '..');
let dir: string;
let outside: string;
let api: EditorApi;
const url = new URL('http://127.0.0.1/');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'editor-pictures-'));
  outside = mkdtempSync(join(tmpdir(), 'editor-pictures-outside-'));
  cpSync(join(root, 'site.yaml'), join(dir, 'site.yaml'));
  cpSync(join(root, 'pages'), join(dir, 'pages'), { recursive: true });
  cpSync(join(root, 'public'), join(dir, 'public'), { recursive: true });
  // A folder of public/images/ that is a link to elsewhere on the disk.
  symlinkSync(outside, join(dir, 'public', 'images', 'elsewhere'));
  api = createEditorApi({ manifest: join(dir, 'site.yaml'), publicDir: join(dir, 'public'), previewUrl: '/_preview/' });
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const call = async (name: string, body: Record<string, unknown> = {}) => api[name](body, url);
const refused = (name: string, body: Record<string, unknown>) =>
  call(name, body).then(
    () => expect.unreachable(`${name} should be refused`),
    (error: unknown) => error as Error,
  );

const png = async (width: number, height: number) =>
  (
    await sharp({ create: { width, height, channels: 4, background: '#2f5bea' } })
      .png()
      .toBuffer()
  ).toString('base64');

const upload = async (name: string, folder: string) =>
  (await call('POST /api/upload-picture', { name, folder, data: await png(300, 100) })) as StoredPicture;

describe('the editor’s pictures', () => {
  it('stores a picture under public/images/<folder>/ with a safe, unique name, written whole, and lists it at once', async () => {
    const first = await upload('../../Logo Café.PNG', '../Case Studies');
    expect(first).toMatchObject({ path: '/images/case-studies/logo-cafe.png', width: 300, height: 100 });
    expect(first.assets).toContain('/images/case-studies/logo-cafe.png');
    expect((await upload('Logo Café.png', 'case-studies')).path).toBe('/images/case-studies/logo-cafe-2.png');
    expect((await upload('/etc/passwd', '/etc')).path).toBe('/images/etc/passwd.png');
    expect(existsSync(join(dir, 'public', 'images', 'case-studies', 'logo-cafe.png'))).toBe(true);
    // No temporary file is left beside it.
    expect(readdirSync(join(dir, 'public', 'images', 'case-studies')).filter((name) => name.startsWith('.'))).toEqual(
      [],
    );
  });

  it('refuses a text file named .png, and data that is not base64', async () => {
    const text = await refused('POST /api/upload-picture', {
      name: 'notes.png',
      folder: 'uploads',
      data: Buffer.from('not a picture').toString('base64'),
    });
    expect(text).toBeInstanceOf(RequestError);
    expect(text.message).toMatch(/^This file is not a picture/);
    expect(existsSync(join(dir, 'public', 'images', 'uploads'))).toBe(false);
    expect((await refused('POST /api/upload-picture', { name: 'a.png', data: '../\0' })).message).toMatch(/base64/);
  });

  it('never writes or deletes outside public/images/: a linked folder, .., encoded or NUL names, other files', async () => {
    const linked = await refused('POST /api/upload-picture', {
      name: 'x.png',
      folder: 'elsewhere',
      data: await png(2, 2),
    });
    expect(linked).toBeInstanceOf(OutsideSiteError);
    expect(readdirSync(outside)).toEqual([]);
    writeFileSync(join(outside, 'kept.png'), 'x');
    for (const path of [
      '/images/elsewhere/kept.png',
      '/images/../../site.yaml',
      '/images/%2e%2e/%2e%2e/site.yaml',
      '/images/a\0.png',
      '/images/.hidden.png',
    ])
      expect(await refused('POST /api/delete-picture', { path }), path).toBeInstanceOf(OutsideSiteError);
    for (const path of ['/etc/passwd', '../site.yaml', 'site.yaml', 42])
      expect((await refused('POST /api/delete-picture', { path })).message).toMatch(/name a picture/);
    expect(existsSync(join(outside, 'kept.png'))).toBe(true);
    expect(existsSync(join(dir, 'site.yaml'))).toBe(true);
  });

  it('lists every picture with where it is shown; one in use is not deleted, one unused is', async () => {
    const { path } = await upload('northwind.png', 'case-studies');
    const opened = (await api['GET /api/file']({}, new URL('http://127.0.0.1/api/file?name=site.yaml'))) as {
      version: string;
      data: { collections: { caseStudies: Array<{ id: string }> } };
    };
    const index = opened.data.collections.caseStudies.findIndex((entry) => entry.id === 'cognatrix');
    const saved = (await call('POST /api/save', {
      file: 'site.yaml',
      version: opened.version,
      changes: [{ at: ['collections', 'caseStudies', index, 'logo', 'src'], value: path }],
    })) as { problems: Array<{ code: string; message: string }> };
    // The check looks for it in the site's own public/ (the copy's, as a draft's on the server).
    expect(saved.problems.filter((problem) => problem.message.includes(path))).toEqual([]);

    const { pictures } = (await call('GET /api/pictures')) as { pictures: SitePicture[] };
    expect(pictures.find((picture) => picture.path === path)?.usedBy).toEqual(['/case-study/cognatrix']);
    expect(pictures.find((picture) => picture.path === '/images/about/teams.png')?.usedBy).toEqual(['/about']);
    expect(pictures.find((picture) => picture.path === '/images/case-studies/logo-cafe.png')?.usedBy).toEqual([]);

    const inUse = await refused('POST /api/delete-picture', { path });
    expect(inUse.message).toBe(
      `${path} cannot be deleted while it is shown by /case-study/cognatrix. Choose another picture there first.`,
    );
    expect(existsSync(join(dir, 'public', path))).toBe(true);
    const deleted = (await call('POST /api/delete-picture', { path: '/images/case-studies/logo-cafe.png' })) as {
      assets: string[];
    };
    expect(deleted.assets).not.toContain('/images/case-studies/logo-cafe.png');
    expect(existsSync(join(dir, 'public', 'images', 'case-studies', 'logo-cafe.png'))).toBe(false);
  });
});
