import type { UiSchema } from '@rjsf/utils';
import { labelField } from '#site/fields/label-field';
import { findFieldKind } from '#site/fields/find-field-kind';
import { resolveRef } from '#site/fields/resolve-ref';
import type { JsonSchema } from '../api/editor-api';

type Schema = JsonSchema & {
  properties?: Record<string, Schema>;
  items?: Schema;
};

/**
 * The form's look, read from the schema: each field as its kind says (src/site/fields/: our pickers of pages,
 * entries and files, Markdown, switches…), every field labelled by its key, and every item of a list by its
 * number ("Item 2"), as a problem's place names it: the form library would say its list's key ("items-2").
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
  if (resolved.items && typeof resolved.items === 'object') {
    const item = buildUiSchema(resolved.items, root, depth + 1);
    ui.items = (_value: unknown, index: number) => ({ 'ui:title': `Item ${index + 1}`, ...item });
  }
  return ui;
}
