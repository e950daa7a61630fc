import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../api/editor-api';

type Schema = JsonSchema & {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  definitions?: Record<string, Schema>;
};

/** A schema with its `$ref` (to the schema's own definitions) followed; the place's own keys (its description) win. */
export function resolveRef(schema: Schema, root: Schema): Schema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops++) {
    const name = /^#\/definitions\/(.+)$/.exec(current.$ref)?.[1];
    const target = name ? root.definitions?.[name] : undefined;
    if (!target) break;
    const { $ref: _ref, ...own } = current;
    current = { ...target, ...own };
  }
  return current;
}

/** A field's key as a label: `ctaLink` → "Cta link", `receivedPage` → "Received page". */
export function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The form's look, read from the schema: the project's `x-*` keywords get its own pickers (pages, entries,
 * files), Markdown and long texts a text area, constants (a block's type) are hidden, booleans are switches.
 */
export function buildUiSchema(schema: Schema, root: Schema = schema, depth = 0, required = true): UiSchema {
  const resolved = resolveRef(schema, root);
  const ui: UiSchema = {};
  if (depth > 8) return ui;
  // An optional group of fields (a page's search data, a block's fixed labels) starts folded away.
  if (depth > 0 && !required && resolved.type === 'object' && resolved.properties) ui['ui:field'] = 'collapsible';
  if (resolved.const !== undefined) ui['ui:widget'] = 'hidden';
  else if (resolved['x-link']) ui['ui:widget'] = 'link';
  else if (resolved['x-entry'])
    Object.assign(ui, { 'ui:widget': 'entry', 'ui:options': { collection: resolved['x-entry'] } });
  else if (resolved['x-entries'])
    Object.assign(ui, { 'ui:field': 'entries', 'ui:options': { collection: resolved['x-entries'] } });
  else if (resolved['x-asset']) ui['ui:widget'] = 'asset';
  else if (resolved['x-markdown']) Object.assign(ui, { 'ui:widget': 'markdown' });
  else if (resolved.type === 'string' && !resolved.enum && Number(resolved.maxLength ?? 0) > 160)
    Object.assign(ui, { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } });
  else if (resolved.type === 'boolean') ui['ui:widget'] = 'switch';
  if (resolved.properties) {
    const needed = new Set((resolved.required as string[] | undefined) ?? []);
    for (const [key, property] of Object.entries(resolved.properties))
      ui[key] = { 'ui:title': humanise(key), ...buildUiSchema(property, root, depth + 1, needed.has(key)) };
  }
  if (resolved.items && typeof resolved.items === 'object') ui.items = buildUiSchema(resolved.items, root, depth + 1);
  return ui;
}
