import type { SchemaObject } from 'ajv';
import { readSiteSchemas } from '#scripts/cli/read-site-schemas';

/** Every `$ref` into definitions.schema.json becomes a reference inside the schema itself: the browser's form library resolves only those. */
function localiseRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(localiseRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string'
        ? item.replace(/^(?:\.\.\/)*(?:schemas\/)?definitions\.schema\.json#/, '#')
        : localiseRefs(item),
    ]),
  );
}

export interface EditorSchemas {
  blocks: Record<string, SchemaObject>;
  collections: Record<string, SchemaObject>;
  /** A route's own fields (path, title, description…), its blocks left to the block forms. */
  route: SchemaObject;
}

/** The block, collection and route schemas the check uses, each standing alone (definitions inlined) for the forms. */
export function bundleSchemas(): EditorSchemas {
  const { files } = readSiteSchemas();
  const definitions = localiseRefs(
    (files['schemas/definitions.schema.json'] as SchemaObject).definitions,
  ) as SchemaObject;
  const alone = (schema: unknown): SchemaObject => {
    const { $schema: _schema, examples: _examples, ...rest } = localiseRefs(schema) as SchemaObject;
    return { ...rest, definitions: { ...definitions, ...(rest.definitions as SchemaObject | undefined) } };
  };
  const blocks: Record<string, SchemaObject> = {};
  const collections: Record<string, SchemaObject> = {};
  for (const [path, schema] of Object.entries(files)) {
    const block = /^blocks\/([^/]+)\/schema\.json$/.exec(path)?.[1];
    if (block) blocks[block] = { ...alone(schema), examples: (schema as SchemaObject).examples };
    const collection = /^schemas\/collections\/(.+)\.schema\.json$/.exec(path)?.[1];
    if (collection) collections[collection] = alone(schema);
  }
  const site = files['schemas/site.schema.json'] as SchemaObject;
  const routeItem = localiseRefs(site.properties.routes.items) as SchemaObject;
  // A page's blocks have forms of their own; `generate` belongs to the YAML view (a made page opens its entry).
  const { blocks: _blocks, generate: _generate, ...fields } = (routeItem.properties ?? {}) as Record<string, unknown>;
  const route = alone({
    title: 'Page',
    type: 'object',
    properties: fields,
    required: ((routeItem.required as string[] | undefined) ?? []).filter((key) => key !== 'blocks'),
    definitions: site.definitions,
  });
  return { blocks, collections, route };
}
