import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findFreePort } from '#server/leads/testing/lead-process';
import { createEditorServer } from './create-editor-server';

/**
 * The editor's saves on a disk that is really full: the site lives on a small tmpfs of its own, filled up.
 * Mounting one needs root (CI runs as root); elsewhere the test is skipped, and in CI that is an error.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const disk = mkdtempSync(join(tmpdir(), 'full-disk-'));
const mounted = (() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', disk], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (process.env.CI && !mounted) throw new Error('The full-disk test must run in CI: it needs root to mount a tmpfs.');

const filler = join(disk, 'filler');
let base: string;
let manifest: string;
let server: Server;
let other: string;

beforeAll(async () => {
  if (!mounted) return;
  manifest = join(disk, 'site.yaml');
  cpSync(join(root, 'site.yaml'), manifest);
  cpSync(join(root, 'pages'), join(disk, 'pages'), { recursive: true });
  // The editor's own files are elsewhere: only the site's are on the small disk.
  other = mkdtempSync(join(tmpdir(), 'full-disk-editor-'));
  mkdirSync(join(other, 'app'));
  writeFileSync(join(other, 'app', 'index.html'), '<!doctype html><title>Editor</title>');
  mkdirSync(join(other, 'preview'));
  const port = await findFreePort();
  base = `http://127.0.0.1:${port}`;
  server = createEditorServer({
    manifest,
    appDir: join(other, 'app'),
    previewDir: join(other, 'preview'),
    previewUrl: '/_preview/',
    publicDir: join(root, 'public'),
    imageCacheDir: join(other, 'images'),
    port,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
});

afterAll(async () => {
  if (!mounted) return;
  await new Promise((resolve) => server.close(resolve));
  execFileSync('umount', [disk]);
  rmSync(disk, { recursive: true, force: true });
  rmSync(other, { recursive: true, force: true });
});

/** Fills the disk, then frees `bytes` of it: less room than the next save needs. */
function fillDisk(bytes: number) {
  const chunk = Buffer.alloc(64 * 1024, 1);
  let size = 0;
  for (;;) {
    try {
      writeFileSync(filler, chunk, { flag: 'a' });
      size += chunk.length;
    } catch {
      break;
    }
  }
  truncateSync(filler, Math.max(0, size - bytes));
}

async function call(path: string, body?: unknown) {
  const response = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: string } };
}

/** The site's files and what is in them, and anything else left beside them (a half-written copy). */
const readSite = () => ({
  manifest: readFileSync(manifest, 'utf8'),
  pages: readdirSync(join(disk, 'pages')).sort(),
  beside: readdirSync(disk).filter((name) => name !== 'site.yaml' && name !== 'pages' && name !== 'filler'),
});

it.runIf(mounted)(
  'on a full disk a save leaves the file whole as it was and says nothing was saved; with room again it is saved whole',
  async () => {
    const before = readSite();
    const opened = await call('/api/file?name=site.yaml');
    // Larger than the file and the room left together: a write in place would have torn the file.
    const text = `${opened.body.text as string}\n# ${'a comment that makes the file larger '.repeat(4000)}\n`;
    fillDisk(64 * 1024);

    const refused = await call('/api/save', { file: 'site.yaml', version: opened.body.version, text });
    expect(refused.status).toBe(507);
    expect(refused.body.error).toBe(
      'The disk is full, so nothing was saved: site.yaml is as it was. Free some space on the disk, then save again.',
    );
    expect(readSite()).toEqual(before);

    // A whole job (a page and its card in the solutions list): neither file is changed.
    const job = await call('/api/new-page', {
      path: '/solutions/full-disk',
      title: 'Full Disk',
      template: 'solution',
      solution: { summary: 'A page added on a full disk.', icon: 'users' },
    });
    expect(job.status).toBe(507);
    expect(job.body.error).toMatch(/^The disk is full, so nothing was saved: site\.yaml is as it was\./);
    expect(readSite()).toEqual(before);

    rmSync(filler);
    const saved = await call('/api/save', { file: 'site.yaml', version: opened.body.version, text });
    expect(saved.status).toBe(200);
    expect(readSite()).toEqual({ ...before, manifest: text });
  },
);
