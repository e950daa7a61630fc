import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { sitePlugin } from '#scripts/vite/vite-plugin-site';

const root = join(import.meta.dirname, '..', '..');
let server: ViteDevServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function startDevServer(manifest: string) {
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [sitePlugin({ manifest })],
    server: { port: 0, host: '127.0.0.1', hmr: false },
  });
  await server.listen();
  return server;
}

it('serves the site shell as virtual:site and each route as JSON, and re-validates when the file changes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  const manifest = join(dir, 'site.yaml');
  copyFileSync(join(root, 'tests/fixtures/valid-site.yaml'), manifest);
  const dev = await startDevServer(manifest);
  const base = dev.resolvedUrls!.local[0];

  const shell = (await dev.transformRequest('virtual:site'))?.code ?? '';
  expect(shell).toContain('"company":"Voltaic Labs"');
  // Defaults come from the schema, filled by the loader; routes are not in the shell.
  expect(shell).toContain('"title":"Page Not Found"');
  expect(shell).not.toContain('"routes"');
  // Table names and field ids (filled in by default) are the lead server's alone.
  expect(shell).not.toContain('"leads"');
  expect(shell).not.toContain('Contact_Information');
  expect(shell).not.toContain('fldFirstName');
  // The contact form refuses the free-mail domains in the browser as the server does.
  expect(shell).toContain('"blockedEmailDomains":["gmail.com"');

  const route = await fetch(new URL('solutions/cloud/route.json', base));
  expect(route.status).toBe(200);
  expect(((await route.json()) as { blocks: { title?: string }[] }).blocks[0].title).toBe('Cloud');
  expect((await fetch(new URL('nowhere/route.json', base))).status).toBe(404);

  writeFileSync(
    manifest,
    readFileSync(manifest, 'utf8')
      .replace('company: Voltaic Labs', 'company: Voltaic Labs Inc')
      .replace('title: Cloud\n', 'title: Cloud Solutions\n'),
  );
  dev.watcher.emit('change', manifest);
  await expect
    .poll(async () => (await dev.transformRequest('virtual:site'))?.code ?? '', { timeout: 5000 })
    .toContain('"company":"Voltaic Labs Inc"');
  const changed = (await (await fetch(new URL('solutions/cloud/route.json', base))).json()) as { title: string };
  expect(changed.title).toBe('Cloud Solutions');
  rmSync(dir, { recursive: true, force: true });
});

it('turns a broken manifest into one located error for the overlay', async () => {
  const dev = await startDevServer(join(root, 'tests/fixtures/broken-link.yaml'));
  const failure = await dev.transformRequest('virtual:site').then(
    () => undefined,
    (error: Error & { loc?: { line: number; column: number } }) => error,
  );
  expect(failure?.message).toContain('1 problem in the manifest');
  expect(failure?.message).toContain(
    'broken-link.yaml:40:15  routes[1] (/solutions/cloud) › blocks[2].href: link to "/contakt", which is not a route — did you mean "/contact"?',
  );
  // Columns count from 1, as in the message: the overlay prints `loc` as it is.
  expect(failure?.loc).toMatchObject({ line: 40, column: 15 });
});
