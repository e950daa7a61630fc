import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { makeRelease } from '../scripts/releases/make-release';
import { switchRelease } from '../scripts/releases/switch-release';
import { createServer } from './create-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const script = `export const words = ${JSON.stringify('cloud '.repeat(400))};\n`;
const chunk = 'export const a=1;'; // as small as the site's smallest chunks

/** A build with a script (and the build's compressed copies of it), a small chunk, a font and a source map. */
function writeBuild(dir: string, version: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><h1>Home</h1>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><h1>Not found</h1>');
  writeFileSync(join(dir, 'assets', 'entry-abc.js'), script + version);
  writeFileSync(join(dir, 'assets', 'entry-abc.js.br'), brotliCompressSync(script + version));
  writeFileSync(join(dir, 'assets', 'entry-abc.js.gz'), gzipSync(script + version));
  writeFileSync(join(dir, 'assets', 'chunk-def.js'), chunk);
  writeFileSync(join(dir, 'assets', 'inter-ghi.woff2'), Buffer.from('wOF2 font bytes'));
  writeFileSync(join(dir, 'assets', 'entry-abc.js.map'), '{"version":3}');
  writeFileSync(join(dir, 'assets', '.hidden.js'), 'secret');
  return dir;
}

async function start() {
  const root = mkdtempSync(join(tmpdir(), 'asset-table-'));
  const dist = writeBuild(join(root, 'dist'), '// one');
  const releasesDir = join(root, 'releases');
  mkdirSync(releasesDir);
  const app = await createServer({ distDir: dist, releasesDir });
  close = () => app.close();
  return { root, dist, releasesDir, app };
}

it('answers a built asset from memory once read: the copy the browser takes, its type, cache headers and a 304', async () => {
  const { dist, app } = await start();
  const first = await app.inject({ url: '/assets/entry-abc.js', headers: { 'accept-encoding': 'gzip, br' } });
  expect(first.statusCode).toBe(200);
  expect(first.headers).toMatchObject({
    'content-type': 'text/javascript; charset=utf-8',
    'content-encoding': 'br',
    vary: 'Accept-Encoding',
    'cache-control': 'public, max-age=31536000, immutable',
  });
  expect(brotliDecompressSync(first.rawPayload).toString()).toBe(`${script}// one`);

  // Read once: the files can go (no check of the disk per request), and the answer is the same.
  rmSync(join(dist, 'assets'), { recursive: true });
  const again = await app.inject({ url: '/assets/entry-abc.js', headers: { 'accept-encoding': 'br' } });
  expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  const gzip = await app.inject({ url: '/assets/entry-abc.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const plain = await app.inject({ url: '/assets/entry-abc.js', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(`${script}// one`);

  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
  const cached = await app.inject({
    url: '/assets/entry-abc.js',
    headers: { 'accept-encoding': 'br', 'if-none-match': etag },
  });
  expect(cached.statusCode).toBe(304);
  expect(cached.body).toBe('');
  // The security headers are there as on every answer.
  expect(cached.headers['x-content-type-options']).toBe('nosniff');
});

it('serves a small chunk and a font with their types, and a HEAD without a body', async () => {
  const { app } = await start();
  const small = await app.inject({ url: '/assets/chunk-def.js' });
  expect(small.statusCode).toBe(200);
  expect(small.body).toBe(chunk);
  expect(small.headers['content-type']).toBe('text/javascript; charset=utf-8');
  const font = await app.inject({ url: '/assets/inter-ghi.woff2' });
  expect(font.headers['content-type']).toBe('font/woff2');
  const head = await app.inject({ method: 'HEAD', url: '/assets/chunk-def.js' });
  expect(head.statusCode).toBe(200);
  expect(head.body).toBe('');
  expect(head.headers['content-length']).toBe(String(chunk.length));
});

it('after a publish or a rollback, answers with the assets of the release now served', async () => {
  const { root, releasesDir, app } = await start();
  expect((await app.inject({ url: '/assets/entry-abc.js' })).body).toContain('// one');
  const two = await makeRelease(releasesDir, writeBuild(join(root, 'two'), '// two'), {});
  switchRelease(releasesDir, two.id);
  expect((await app.inject({ url: '/assets/entry-abc.js' })).body).toContain('// two');
});

it('leaves to the disk what it does not keep, and never serves a dot-file or a path above the site', async () => {
  const { app } = await start();
  const range = await app.inject({ url: '/assets/entry-abc.js', headers: { range: 'bytes=0-5' } });
  expect(range.statusCode).toBe(206);
  expect(range.body).toBe('export');
  const map = await app.inject({ url: '/assets/entry-abc.js.map' });
  expect(map.statusCode).toBe(200);
  expect(map.body).toBe('{"version":3}');
  expect((await app.inject({ url: '/assets/.hidden.js' })).statusCode).toBe(404);
  expect((await app.inject({ url: '/assets/../index.html' })).body).not.toContain('secret');
  expect((await app.inject({ url: '/assets/nothing-here.js' })).statusCode).toBe(404);
});
