import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { hashSources } from '../incremental/hash-build-inputs';
import { generateIfStale, shouldStartBundlerEarly } from './bundle-site';

it('loads Vite ahead only for bundles that will be built', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-site-'));
  const sources = hashSources();
  const cacheDir = join(dir, 'bundle');
  // A first build into a folder: no bundles yet.
  expect(shouldStartBundlerEarly(cacheDir, sources)).toBe(true);
  // Bundles built from the sources as they are: a rebuild after editing pages keeps them.
  mkdirSync(cacheDir);
  writeFileSync(join(cacheDir, 'key'), 'k');
  writeFileSync(join(cacheDir, 'sources'), sources);
  expect(shouldStartBundlerEarly(cacheDir, sources)).toBe(false);
  // Bundles from sources since edited.
  writeFileSync(join(cacheDir, 'sources'), 'older sources');
  expect(shouldStartBundlerEarly(cacheDir, sources)).toBe(true);
});

it('generates when the sources are not as the last generate left them, and records them', async () => {
  const generatedFrom = join(mkdtempSync(join(tmpdir(), 'bundle-site-')), 'generated-from');
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    // No record (a cold build): generate runs, finds the committed files up to date, records the sources.
    expect(await generateIfStale(generatedFrom)).toEqual({ sources: hashSources(), changed: [] });
    expect(readFileSync(generatedFrom, 'utf8')).toBe(hashSources());
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^ {2}✓ generate +\d+ ms$/));
    // Recorded: nothing to do.
    expect(await generateIfStale(generatedFrom)).toEqual({ sources: hashSources(), changed: [] });
    expect(log).toHaveBeenLastCalledWith('  ✓ generate   up to date');
  } finally {
    log.mockRestore();
  }
}, 60_000);
