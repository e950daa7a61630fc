import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import type { JsonSchema, Outline, Schemas } from '../api/editor-api';
import { findFieldKind } from '#site/fields/find-field-kind';
import { resolveRef } from '#site/fields/resolve-ref';
import { findYamlPlace, type YamlStep } from './find-yaml-place';

type Schema = JsonSchema & {
  properties?: Record<string, Schema>;
  items?: Schema;
  definitions?: Record<string, Schema>;
};

/** A schema and the schema whose definitions its `$ref`s name. */
interface Scope {
  schema: Schema;
  root: Schema;
}

/** The items of a page's `blocks:`, whose schema is chosen by each item's `type`. */
const BLOCK = { 'x-block': true };

const describe = (schema: Schema) => String(schema.description ?? schema.title ?? '');

/** What the file's top level holds, as far as the editor completes it: the pages and the collections. */
function createSiteScope(schemas: Schemas): Scope {
  const route = schemas.route as Schema;
  const routeItem: Schema = {
    ...route,
    properties: {
      ...route.properties,
      blocks: { type: 'array', description: 'The page’s blocks, top to bottom.', items: BLOCK },
      generate: {
        type: 'string',
        description:
          'The collection this route makes one page of per entry; its path names a field, e.g. /case-study/{id}.',
      },
    },
  };
  const collections = Object.fromEntries(
    Object.entries(schemas.collections).map(([name, schema]) => [
      name,
      { type: 'array', description: describe(schema as Schema), items: { ...schema, 'x-root': true } },
    ]),
  );
  const site: Schema = {
    type: 'object',
    properties: {
      routes: { type: 'array', description: 'The site’s pages.', items: { ...routeItem, 'x-root': true } },
      collections: { type: 'object', description: 'The lists pages refer to by id.', properties: collections },
    },
  };
  return { schema: site, root: site };
}

/** One step down: into a key's value or a list's item; a block item by its type, each collection entry standing alone. */
function stepInto(scope: Scope, step: YamlStep, schemas: Schemas): Scope | undefined {
  const schema = resolveRef(scope.schema, scope.root);
  const next = 'key' in step ? schema.properties?.[step.key] : schema.items;
  if (!next) return undefined;
  if ('item' in step && next['x-block']) {
    const block = schemas.blocks[step.item.type] as Schema | undefined;
    return block
      ? { schema: block, root: block }
      : { schema: { properties: { type: { description: 'The block’s type.' } } }, root: next };
  }
  return next['x-root'] ? { schema: next, root: next } : { schema: next, root: scope.root };
}

function completeKeys(scope: Scope, present: Record<string, string>): Completion[] {
  const schema = resolveRef(scope.schema, scope.root);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([key]) => !(key in present))
    .map(([key, property]) => {
      const resolved = resolveRef(property, scope.root);
      const nested = findFieldKind(resolved).nested === true;
      return {
        label: key,
        type: 'property',
        detail: required.has(key) ? 'required' : undefined,
        info: describe(resolved) || undefined,
        apply: nested ? `${key}:` : `${key}: `,
        boost: required.has(key) ? 1 : 0,
      };
    });
}

function completeValues(
  scope: Scope,
  key: string,
  { schemas, outline, isBlock }: { schemas: Schemas; outline: Pick<Outline, 'collections'>; isBlock: boolean },
): Completion[] {
  if (isBlock && key === 'type')
    return Object.entries(schemas.blocks).map(([type, schema]) => ({
      label: type,
      type: 'enum',
      info: describe(schema as Schema) || undefined,
    }));
  const schema = resolveRef(scope.schema, scope.root);
  const property = schema.properties?.[key];
  if (!property) return [];
  const resolved = resolveRef(property, scope.root);
  return findFieldKind(resolved).complete?.(resolved, outline.collections) ?? [];
}

/**
 * Completion for the YAML view from the schemas the forms use: at a key, the fields the place allows (a
 * block's by its type, a page's, a collection entry's) with their descriptions; after `type:` in a block, the
 * block types; after a key with a fixed list of values (an icon, a band), those values; after a field that
 * names an entry, the ids of its collection.
 */
export function completeFromSchema(schemas: Schemas, outline: Pick<Outline, 'collections'>): CompletionSource {
  const site = createSiteScope(schemas);
  return (context: CompletionContext): CompletionResult | null => {
    const place = findYamlPlace(context.state.doc.toString(), context.pos);
    if (!place || (place.prefix === '' && !context.explicit && place.at.kind === 'key')) return null;
    let scope: Scope | undefined = site;
    for (const step of place.steps) scope = scope && stepInto(scope, step, schemas);
    if (!scope) return null;
    const last = place.steps.at(-1);
    const parent = place.steps.at(-2);
    const isBlock = !!last && 'item' in last && !!parent && 'key' in parent && parent.key === 'blocks';
    const options =
      place.at.kind === 'key'
        ? completeKeys(scope, place.keys)
        : completeValues(scope, place.at.key, { schemas, outline, isBlock });
    if (options.length === 0) return null;
    return { from: context.pos - place.prefix.length, options, validFor: /^[\w-]*$/ };
  };
}
