import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

it('a build of a manifest with a broken link fails naming the link, and leaves the previous dist/ untouched', () => {
  const scratch = mkdtempSync(join(root, '.build-test-'));
  const outDir = join(scratch, 'dist');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), 'previous build');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--manifest', 'tests/fixtures/broken-link.yaml', '--out-dir', outDir],
    { cwd: root, encoding: 'utf8' },
  );
  expect(result.status).toBe(1);
  expect(result.stdout).toContain(
    'tests/fixtures/broken-link.yaml:40:15  routes[1] (/solutions/cloud) › blocks[2].href: link to "/contakt"',
  );
  expect(readdirSync(outDir)).toEqual(['index.html']);
  expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('previous build');
  rmSync(scratch, { recursive: true, force: true });
});

it('--out-dir whose parent folders do not exist yet: they are made, and the site is built there', () => {
  const scratch = mkdtempSync(join(root, '.build-test-'));
  const outDir = join(scratch, 'not', 'yet', 'dist');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--manifest', 'tests/fixtures/valid-site.yaml', '--out-dir', outDir],
    { cwd: root, encoding: 'utf8' },
  );
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(`✓ built 3 routes into ${outDir}`);
  expect(readFileSync(join(outDir, 'contact', 'index.html'), 'utf8')).toContain('Get in Touch');
  rmSync(scratch, { recursive: true, force: true });
});

it('--out-dir inside a file is refused at the start, saying why, before anything is checked or built', () => {
  const scratch = mkdtempSync(join(root, '.build-test-'));
  writeFileSync(join(scratch, 'notes.txt'), 'a file');
  const outDir = join(scratch, 'notes.txt', 'dist');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts', '--manifest', 'tests/fixtures/valid-site.yaml', '--out-dir', outDir],
    { cwd: root, encoding: 'utf8' },
  );
  expect(result.status).toBe(2);
  expect(result.stderr).toContain(`✗ --out-dir ${outDir.slice(root.length + 1)}: its folder cannot be made inside`);
  expect(result.stderr).toContain('notes.txt, which is a file. Nothing was built.');
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(result.stdout).toBe('');
  rmSync(scratch, { recursive: true, force: true });
});
