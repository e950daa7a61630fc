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
