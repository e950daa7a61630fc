import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { hashSources } from '../incremental/hash-build-inputs';
import { shouldStartBundlerEarly } from './bundle-site';

it('loads Vite ahead only for bundles that will be built, from generated files that are up to date', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-site-'));
  const sources = hashSources();
  const generatedFrom = join(dir, 'generated-from');
  const cacheDir = join(dir, 'bundle');
  writeFileSync(generatedFrom, sources);
  // A first build into a folder: no bundles yet.
  expect(shouldStartBundlerEarly(cacheDir, generatedFrom)).toBe(true);
  // Bundles built from the sources as they are: a rebuild after editing pages keeps them.
  mkdirSync(cacheDir);
  writeFileSync(join(cacheDir, 'key'), 'k');
  writeFileSync(join(cacheDir, 'sources'), sources);
  expect(shouldStartBundlerEarly(cacheDir, generatedFrom)).toBe(false);
  // Bundles from sources since edited.
  writeFileSync(join(cacheDir, 'sources'), 'older sources');
  expect(shouldStartBundlerEarly(cacheDir, generatedFrom)).toBe(true);
  // Generated files to be made again first: Vite would load the old ones.
  writeFileSync(generatedFrom, 'older sources');
  expect(shouldStartBundlerEarly(cacheDir, generatedFrom)).toBe(false);
});
