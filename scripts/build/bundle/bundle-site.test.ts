import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect, it, vi } from 'vitest';
import { hashSources } from '../incremental/hash-build-inputs';
import { generateIfStale, shouldStartBundlerEarly } from './bundle-site';
import { GENERATED_FROM, hashGenerateInputs } from '../../generate/hash-generate-inputs';
import { projectRoot } from '../../cli/project-root';

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

it('generates when the stamp committed with the generated files does not match the sources, and stamps them', async () => {
  const stamp = join(mkdtempSync(join(tmpdir(), 'bundle-site-')), 'generated-from');
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    // No stamp: generate runs, finds the committed files up to date, and stamps them.
    expect(await generateIfStale(stamp)).toEqual({ sources: hashSources(), changed: [relative(projectRoot, stamp)] });
    expect(readFileSync(stamp, 'utf8')).toBe(hashGenerateInputs());
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/^ {2}✓ generate +\d+ ms$/));
    // Stamped: nothing to do.
    expect(await generateIfStale(stamp)).toEqual({ sources: hashSources(), changed: [] });
    expect(log).toHaveBeenLastCalledWith('  ✓ generate   up to date');
    // The project's own stamp, as committed, matches: a fresh clone's first build does not generate.
    expect(readFileSync(join(projectRoot, GENERATED_FROM), 'utf8')).toBe(hashGenerateInputs());
  } finally {
    log.mockRestore();
  }
}, 60_000);
