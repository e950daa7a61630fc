import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './create-server';

let app: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'solutions/cloud'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dist, 'solutions/cloud/index.html'), '<h1>Cloud</h1>');
  writeFileSync(join(dist, '404.html'), '<h1>Page Not Found</h1>');
  writeFileSync(join(dist, 'assets/app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  mkdirSync(join(dist, '.server'));
  writeFileSync(join(dist, '.server/settings.json'), '{}');
  app = await createServer({ distDir: dist });
});

afterAll(() => app.close());

describe('static server', () => {
  it.each([
    ['/', 'Home'],
    ['/solutions/cloud', 'Cloud'],
    ['/solutions/cloud/', 'Cloud'],
    ['/solutions/cloud?utm=x', 'Cloud'],
  ])('serves the prerendered page for %s', async (url, heading) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(`<h1>${heading}</h1>`);
  });

  it.each([
    '/nope',
    '/solutions/clouds',
    '/solutions',
    '/../etc/passwd',
    '/assets/',
    '/.server/settings.json',
    '/.server/',
    '/%2Eserver/settings.json',
  ])('answers %s with the not-found page and status 404', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('<h1>Page Not Found</h1>');
  });

  it('serves hashed assets as immutable and pages as revalidated', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *');
  });
});
