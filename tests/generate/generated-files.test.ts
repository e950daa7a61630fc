import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { renderGeneratedFiles } from '#scripts/generate/render-generated-files';
import { GENERATED_FROM, hashGenerateInputs } from '#scripts/generate/hash-generate-inputs';

it('generated types, registry, block and collections schemas, the icon stylesheet, the reference docs and their stamp are up to date with schemas/, blocks/ and the icons (else run `npm run generate`)', async () => {
  const files = await renderGeneratedFiles();
  expect(Object.keys(files).sort()).toEqual([
    'docs/blocks.md',
    'docs/errors.md',
    'schemas/block.schema.json',
    'schemas/collections.schema.json',
    'src/generated/icons.css',
    'src/generated/registry/block-registry.ts',
    'src/generated/site-types.ts',
  ]);
  for (const [path, content] of Object.entries(files)) {
    expect(readFileSync(join(import.meta.dirname, '..', '..', path), 'utf8'), `${path} is stale`).toBe(content);
    expect(content).toContain('do not edit');
  }
  // The stamp a build reads to skip generating: it must say these files were made from the sources as they are.
  expect(
    readFileSync(join(import.meta.dirname, '..', '..', GENERATED_FROM), 'utf8'),
    `${GENERATED_FROM} is stale`,
  ).toBe(hashGenerateInputs());
});

it('declares each shared definition once: no numbered copies such as Link1 or Cta2, and a field keeps its own description', async () => {
  const types = (await renderGeneratedFiles())['src/generated/site-types.ts'];
  expect(types.match(/^export (?:type|interface) [A-Za-z]+\d+\b.*$/gm) ?? []).toEqual([]);
  expect(types.match(/^export type Link = string;$/gm)).toHaveLength(1);
  expect(types.match(/^export interface Cta \{$/gm)).toHaveLength(1);
  // The contact form's receivedPage is a Link, described as the form's own field.
  expect(types).toMatch(
    /\* The page visitors without JavaScript are taken to once their message is stored[^*]*\*\/\n\s*receivedPage: Link;/,
  );
});

it('the icon stylesheet draws every icon site.yaml may name, and those the site draws itself', async () => {
  const sheet = (await renderGeneratedFiles())['src/generated/icons.css'];
  const schema = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'definitions.schema.json'), 'utf8'),
  ) as { definitions: { icon: { enum: string[] } } };
  for (const name of [...schema.definitions.icon.enum, 'external', 'chevron-left', 'chevron-right'])
    expect(sheet, name).toMatch(
      new RegExp(
        `^\\.icon-${name} \\{ --icon: url\\("data:image/svg\\+xml,%3Csvg [^"]*%3Cpath d='[^']+'/%3E%3C/svg%3E"\\); \\}$`,
        'm',
      ),
    );
});
