import type { UiSchema } from '@rjsf/utils';
import { labelField } from '../../../src/site/fields/label-field';
import { findFieldKind } from '../../../src/site/fields/find-field-kind';
import { resolveRef } from '../../../src/site/fields/resolve-ref';
import type { JsonSchema } from '../api/editor-api';

type Schema = JsonSchema & {
  properties?: Record<string, Schema>;
  items?: Schema;
};

/**
 * The form's look, read from the schema: each field as its kind says (src/site/fields/: our pickers of pages,
 * entries and files, Markdown, switches…), every field labelled by its key.
 */
export function buildUiSchema(schema: Schema, root: Schema = schema, depth = 0, required = true): UiSchema {
  const resolved = resolveRef(schema, root);
  const ui: UiSchema = {};
  if (depth > 8) return ui;
  const look = findFieldKind(resolved).look?.(resolved, { optional: depth > 0 && !required }) ?? {};
  if (look.widget) ui['ui:widget'] = look.widget;
  if (look.field) ui['ui:field'] = look.field;
  if (look.options) ui['ui:options'] = look.options;
  if (resolved.properties) {
    const needed = new Set((resolved.required as string[] | undefined) ?? []);
    for (const [key, property] of Object.entries(resolved.properties))
      ui[key] = { 'ui:title': labelField(key), ...buildUiSchema(property, root, depth + 1, needed.has(key)) };
  }
  if (resolved.items && typeof resolved.items === 'object') ui.items = buildUiSchema(resolved.items, root, depth + 1);
  return ui;
}
