import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFiles, type CompressionReport } from '#scripts/build/bundle/compress-files';
import { createServer } from '#server/create-server';

// Text as large and as repetitive as real pages, scripts and styles.
const page = `<!doctype html><html><body>${'<section><h2>Cloud</h2><p>Migrations without downtime.</p></section>'.repeat(60)}</body></html>`;
const script = `export function render(){return ${JSON.stringify('x'.repeat(2000))}}\n`.repeat(3);
const style = '.card{display:grid;gap:1rem;padding:1.5rem;border-radius:12px}\n'.repeat(40);
const routeData = JSON.stringify({ path: '/contact', blocks: Array(40).fill({ type: 'rich-text', text: 'Hello' }) });
const notFound = `<h1>Page Not Found</h1>${'<p>Try the menu.</p>'.repeat(80)}`;

let dist: string;
let report: CompressionReport;
let app: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-compressed-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'contact'));
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'contact/index.html'), page.replace('Cloud', 'Contact'));
  writeFileSync(join(dist, 'contact/route.json'), routeData);
  writeFileSync(join(dist, 'assets/entry-abc123.js'), script);
  writeFileSync(join(dist, 'assets/shell-abc123.css'), style);
  writeFileSync(join(dist, '404.html'), notFound);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dist, '.server/settings.json'), JSON.stringify({ secret: 'x'.repeat(4000) }));
  report = await compressFiles(dist);
  app = await createServer({ distDir: dist });
});

afterAll(() => app.close());

describe('compressed copies written by the build', () => {
  it('writes a .br and a .gz beside every shared text file of 1 KB or more, and nothing for pages and the rest', () => {
    expect(report.files).toBe(2);
    for (const file of ['assets/entry-abc123.js', 'assets/shell-abc123.css']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(true);
    }
    // One per route: the server compresses them on request.
    for (const file of ['index.html', 'contact/index.html', '404.html', 'contact/route.json']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
    expect(existsSync(join(dist, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dist, '.server/settings.json.br'))).toBe(false);
    expect(report.brotliBytes).toBeLessThan(report.bytes / 5);
  });
});

describe('compressed responses', () => {
  it.each([
    ['a page', '/contact', page.replace('Cloud', 'Contact'), 'text/html'],
    ['route data', '/contact/route.json', routeData, 'application/json'],
    ['a script', '/assets/entry-abc123.js', script, 'javascript'],
    ['a stylesheet', '/assets/shell-abc123.css', style, 'text/css'],
  ])(
    'sends %s as Brotli when the browser accepts it, with Vary: Accept-Encoding',
    async (_what, url, original, type) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toContain(type);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(original);
    },
  );

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('compresses a page once, and again from the new file after a build', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(page);
    const cached = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
    const rebuilt = page.replace('Cloud', 'Cloud and data');
    writeFileSync(join(dist, 'index.html'), rebuilt);
    const again = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(rebuilt);
    writeFileSync(join(dist, 'index.html'), page);
  });

  it('gzips a page for a client without Brotli, and answers again from the new file after a build', async () => {
    const first = await app.inject({ url: '/contact', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-security-policy']).toBeDefined();
    expect(gunzipSync(first.rawPayload).toString()).toBe(page.replace('Cloud', 'Contact'));

    const rebuilt = page.replace('Cloud', 'Contact us');
    writeFileSync(join(dist, 'contact/index.html'), rebuilt);
    const again = await app.inject({ url: '/contact', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(again.rawPayload).toString()).toBe(rebuilt);

    const missing = await app.inject({ url: '/nope', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.rawPayload).toString()).toBe(notFound);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(page);
  });

  it('keeps the not-found status and the asset caching with a compressed body', async () => {
    const missing = await app.inject({ url: '/nope', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toBe(notFound);
    const asset = await app.inject({ url: '/assets/entry-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the cache of compressed copies', () => {
  it('copies an unchanged file’s copies from the cache, compresses a changed one, and keeps its copies for the next build', async () => {
    const site = mkdtempSync(join(tmpdir(), 'dist-cached-'));
    const cacheDir = join(site, '.cache');
    writeFileSync(join(site, 'entry.js'), script);
    await compressFiles(site, { cacheDir });
    const cached = readdirSync(cacheDir).sort();
    expect(cached).toHaveLength(2);
    expect(brotliDecompressSync(readFileSync(join(site, 'entry.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(site, 'entry.js.gz'))).toString()).toBe(script);

    // What the next build sends is what the cache holds, not compressed again.
    const [brotliName] = cached.filter((name) => name.endsWith('.br'));
    const marker = brotliCompressSync(Buffer.from('from the cache'));
    writeFileSync(join(cacheDir, brotliName), marker);
    const next = mkdtempSync(join(tmpdir(), 'dist-cached-'));
    writeFileSync(join(next, 'entry.js'), script);
    writeFileSync(join(next, 'changed.js'), `${script}// changed\n`);
    const report = await compressFiles(next, { cacheDir });
    expect(report.files).toBe(2);
    expect(readFileSync(join(next, 'entry.js.br')).equals(marker)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(next, 'changed.js.br'))).toString()).toBe(`${script}// changed\n`);
    expect(readdirSync(cacheDir)).toHaveLength(4);
  });
});

describe('files only the editor loads', () => {
  it('are compressed at a quick quality, kept apart in the cache from the same file at the best quality', async () => {
    const site = mkdtempSync(join(tmpdir(), 'dist-quick-'));
    const cacheDir = join(site, '.cache');
    // Varied like real code, so the two qualities make different copies.
    const code = Array.from(
      { length: 400 },
      (_, index) => `export function step${index}(value){return value*${index % 7}+${(index * 31) % 97};}\n`,
    ).join('');
    mkdirSync(join(site, 'assets'));
    mkdirSync(join(site, '_preview', 'assets'), { recursive: true });
    writeFileSync(join(site, 'assets', 'entry.js'), code);
    writeFileSync(join(site, '_preview', 'assets', 'entry.js'), code);
    await compressFiles(site, { cacheDir, isQuick: (file) => file.startsWith('_preview/') });
    const best = readFileSync(join(site, 'assets', 'entry.js.br'));
    const quick = readFileSync(join(site, '_preview', 'assets', 'entry.js.br'));
    for (const copy of [best, quick]) expect(brotliDecompressSync(copy).toString()).toBe(code);
    expect(quick.equals(best)).toBe(false);
    // Two copies of each quality: a build of the site alone finds its own, not the editor's.
    expect(readdirSync(cacheDir)).toHaveLength(4);
  });
});
