import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SchemaObject } from 'ajv';
import { createBlockSchema } from '#site/validation/create-block-schema';
import { createCollectionsSchema } from '#site/validation/create-collections-schema';
import type { SiteSchemas } from '#site/validation/validate-site';
import { projectRoot } from './project-root';

/** Block types are the folders under blocks/ that hold a schema.json. */
export function listBlockTypes(root = projectRoot): string[] {
  const dir = join(root, 'blocks');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'schema.json')))
    .map((entry) => entry.name)
    .sort();
}

/** Collections are the files schemas/collections/<name>.schema.json; each describes one entry. */
export function readCollectionSchemas(root = projectRoot): Record<string, SchemaObject> {
  const dir = join(root, 'schemas', 'collections');
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.schema.json'))
      .sort()
      .map((name) => [name.slice(0, -'.schema.json'.length), readJson(join(dir, name))]),
  );
}

function readJson(file: string): SchemaObject {
  return JSON.parse(readFileSync(file, 'utf8')) as SchemaObject;
}

/** Every schema, keyed by its path from the project root; the block dispatcher and the collections schema are built from the folders. */
export function readSiteSchemas(root = projectRoot): SiteSchemas {
  const files: Record<string, SchemaObject> = {
    'schemas/definitions.schema.json': readJson(join(root, 'schemas/definitions.schema.json')),
    'schemas/site.schema.json': readJson(join(root, 'schemas/site.schema.json')),
    'schemas/page-file.schema.json': readJson(join(root, 'schemas/page-file.schema.json')),
  };
  const types = listBlockTypes(root);
  for (const type of types) files[`blocks/${type}/schema.json`] = readJson(join(root, 'blocks', type, 'schema.json'));
  files['schemas/block.schema.json'] = createBlockSchema(types);
  const collections = readCollectionSchemas(root);
  for (const [name, schema] of Object.entries(collections)) files[`schemas/collections/${name}.schema.json`] = schema;
  files['schemas/collections.schema.json'] = createCollectionsSchema(collections);
  return { files };
}
