import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { renderGeneratedFiles } from '../../scripts/generate/render-generated-files';

it('generated types, registry, block and collections schemas and the reference docs are up to date with schemas/ and blocks/ (else run `npm run generate`)', async () => {
  const files = await renderGeneratedFiles();
  expect(Object.keys(files).sort()).toEqual([
    'docs/blocks.md',
    'docs/errors.md',
    'schemas/block.schema.json',
    'schemas/collections.schema.json',
    'src/generated/block-registry.ts',
    'src/generated/site-types.ts',
  ]);
  for (const [path, content] of Object.entries(files)) {
    expect(readFileSync(join(import.meta.dirname, '..', '..', path), 'utf8'), `${path} is stale`).toBe(content);
    expect(content).toContain('do not edit');
  }
});
