import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { makeRelease } from '../scripts/releases/make-release';
import { switchRelease } from '../scripts/releases/switch-release';
import { createServer } from './create-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A build whose pages say `words`, with a picture of `pictureBytes` bytes. */
function writeBuild(dir: string, words: string, pictureBytes = 16): string {
  mkdirSync(join(dir, 'pricing'), { recursive: true });
  mkdirSync(join(dir, 'images'), { recursive: true });
  const inline = `<script>document.documentElement.dataset.theme='${words}'</script>`;
  writeFileSync(join(dir, 'index.html'), `<!doctype html><head>${inline}</head><h1>${words}</h1>`);
  writeFileSync(join(dir, '404.html'), `<!doctype html><h1>Not found (${words})</h1>`);
  writeFileSync(join(dir, 'pricing', 'index.html'), `<!doctype html><h1>Pricing: ${words}</h1>`);
  writeFileSync(join(dir, 'images', 'big.png'), Buffer.alloc(pictureBytes, words.charCodeAt(0)));
  return dir;
}

async function start() {
  const root = mkdtempSync(join(tmpdir(), 'serve-releases-'));
  const releasesDir = join(root, 'releases');
  mkdirSync(releasesDir);
  const app = await createServer({ distDir: writeBuild(join(root, 'dist'), 'Built'), releasesDir });
  close = () => app.close();
  return { root, releasesDir, app };
}

const read = async (app: Awaited<ReturnType<typeof createServer>>, url: string) => {
  const response = await app.inject({ url });
  return {
    status: response.statusCode,
    body: response.body,
    policy: String(response.headers['content-security-policy']),
  };
};

it('serves dist/ until the first release, then the release the link names, and a rollback at once', async () => {
  const { root, releasesDir, app } = await start();
  expect((await read(app, '/pricing')).body).toContain('Pricing: Built');

  const first = await makeRelease(releasesDir, writeBuild(join(root, 'one'), 'One'), {});
  switchRelease(releasesDir, first.id);
  expect((await read(app, '/pricing')).body).toContain('Pricing: One');
  const second = await makeRelease(releasesDir, writeBuild(join(root, 'two'), 'Two'), {});
  switchRelease(releasesDir, second.id);
  const page = await read(app, '/');
  expect(page.body).toContain('<h1>Two</h1>');
  // The policy follows the release's own inline script at once, not a second later.
  const hash = createHash('sha256').update("document.documentElement.dataset.theme='Two'").digest('base64');
  expect(page.policy).toContain(`'sha256-${hash}'`);
  expect(await read(app, '/nowhere')).toMatchObject({ status: 404, body: expect.stringContaining('Not found (Two)') });

  switchRelease(releasesDir, first.id);
  expect((await read(app, '/pricing')).body).toContain('Pricing: One');
});

it('finishes a request in flight on the release it began with, even when that release is switched away and deleted', async () => {
  const { root, releasesDir, app } = await start();
  const size = 8 * 1024 * 1024;
  const first = await makeRelease(releasesDir, writeBuild(join(root, 'one'), 'One', size), {});
  switchRelease(releasesDir, first.id);
  const second = await makeRelease(releasesDir, writeBuild(join(root, 'two'), 'Two', size), {});
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  const body = await new Promise<Buffer>((resolve, reject) => {
    get({ port, host: '127.0.0.1', path: '/images/big.png' }, (response) => {
      const chunks: Buffer[] = [];
      response.once('data', () => {
        // The first bytes are here: publish the next release and delete this one mid-answer.
        switchRelease(releasesDir, second.id);
        rmSync(join(releasesDir, first.id), { recursive: true });
        rmSync(join(root, 'one'), { recursive: true });
      });
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    }).on('error', reject);
  });
  expect(body.length).toBe(size);
  expect(body.every((byte) => byte === 'O'.charCodeAt(0))).toBe(true);
  expect((await read(app, '/')).body).toContain('<h1>Two</h1>');
});
