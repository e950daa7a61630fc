import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const dist = join(import.meta.dirname, '..', '..', 'dist');

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? listFiles(join(dir, name)) : [join(dir, name)],
  );
}

test('no credential reaches the browser: dist/ holds neither the token (set during the build) nor AIRTABLE nor Bearer', async ({
  page,
}) => {
  const token = process.env.AIRTABLE_TOKEN;
  expect(token, 'npm test builds with AIRTABLE_TOKEN set, so a leak would show').toBeTruthy();
  const files = listFiles(dist);
  expect(files.length).toBeGreaterThan(30);
  // The compiled server in .server/ names the variables it reads, and is never served; the token's value
  // is nowhere, not even there.
  const server = join(dist, '.server');
  for (const file of files) {
    const text = readFileSync(file).toString('latin1');
    expect(text.includes(token!), file).toBe(false);
    if (!file.startsWith(`${server}/`)) expect(/AIRTABLE|Bearer/i.test(text), file).toBe(false);
  }
  // And what a browser can fetch: the server's folder is not served.
  for (const file of ['settings.json', 'start.js'])
    expect((await page.request.get(`/.server/${file}`)).status(), file).toBe(404);
});
