import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { swapOutputs } from './swap-outputs';

const scratch = mkdtempSync(join(tmpdir(), 'swap-outputs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function writeSite(dir: string, text: string): void {
  mkdirSync(join(dir, 'about'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), text);
  writeFileSync(join(dir, 'about', 'index.html'), text);
}

it('puts the new output in place at once and removes the previous one, and any a stopped removal left, in the background', async () => {
  const outDir = join(scratch, 'dist');
  writeSite(outDir, 'old');
  // What a build stopped while its previous output was being removed leaves beside the output.
  writeSite(join(scratch, 'dist.previous-1-2'), 'older');
  writeSite(join(scratch, 'next'), 'new');

  await swapOutputs(outDir, join(scratch, 'next'));

  expect(readFileSync(join(outDir, 'about', 'index.html'), 'utf8')).toBe('new');
  await vi.waitFor(() => expect(readdirSync(scratch)).toEqual(['dist']), { timeout: 20_000, interval: 50 });
});

it('makes the output where there was none', async () => {
  const outDir = join(scratch, 'first');
  writeSite(join(scratch, 'next-first'), 'new');
  await swapOutputs(outDir, join(scratch, 'next-first'));
  expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('new');
});
