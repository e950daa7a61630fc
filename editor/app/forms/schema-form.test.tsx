// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FieldKind, FieldSchema } from '#site/fields/base/field-kind';
import { findFieldKind } from '#site/fields/find-field-kind';
import { labelField } from '#site/fields/label-field';
import { findDeveloperWords } from '#tests/e2e/support/developer-words';
import { groupKind } from '#site/fields/structures/group-kind';
import { listKind } from '#site/fields/structures/list-kind';
import { resolveRef } from '#site/fields/resolve-ref';
import { isRecord } from '#site/yaml/is-record';
import { bundleSchemas } from '#editor/server/project/bundle-schemas';
import { readOutline, readSiteFiles } from '#editor/server/project/read-outline';
import type { JsonSchema } from '../api/editor-api';
import { SchemaForm } from './schema-form';

afterEach(cleanup);

const manifest = join(import.meta.dirname, '..', '..', '..', 'site.yaml');
const schemas = bundleSchemas();
const outline = { ...readOutline(manifest), problems: [], preview: '' };
const context = { outline, assets: ['/images/brand.svg'], onAssetsChanged: () => undefined };
const ids = Object.fromEntries(
  Object.entries(outline.collections).map(([name, list]) => [name, list.map((e) => e.id)]),
);

/** A value with every field of the schema there, a list with one item, each field as a new entry would start it. */
function fillEveryField(given: FieldSchema, root: FieldSchema): unknown {
  const schema = resolveRef(given, root);
  const kind = findFieldKind(schema);
  if (kind === groupKind)
    return Object.fromEntries(
      Object.entries(schema.properties as Record<string, FieldSchema>).map(([key, field]) => [
        key,
        fillEveryField(field, root),
      ]),
    );
  return kind.start(schema, {
    key: 'title',
    id: 'every-field',
    entries: ids,
    assets: context.assets,
    startInside: (inner) => fillEveryField(inner, root),
  });
}

/** The forms the editor shows: every page's fields, block and entry of the site as written, each schema empty and full. */
function listForms(): Array<{ name: string; schema: JsonSchema; value: unknown }> {
  const forms: Array<{ name: string; schema: JsonSchema; value: unknown }> = [];
  for (const { data } of readSiteFiles(manifest)) {
    if (!isRecord(data)) continue;
    for (const route of Array.isArray(data.routes) ? data.routes : []) {
      const { blocks, generate: _generate, ...fields } = route as Record<string, unknown>;
      forms.push({ name: `the page ${String(fields.path)}`, schema: schemas.route, value: fields });
      for (const block of Array.isArray(blocks) ? (blocks as Array<{ type: string }>) : [])
        forms.push({
          name: `a ${block.type} block on ${String(fields.path)}`,
          schema: schemas.blocks[block.type],
          value: block,
        });
    }
    for (const [name, entries] of Object.entries(isRecord(data.collections) ? data.collections : {}))
      for (const entry of entries as Array<{ id: string }>)
        forms.push({ name: `the ${name} entry ${entry.id}`, schema: schemas.collections[name], value: entry });
  }
  const named = [
    ...Object.entries(schemas.blocks).map(([type, schema]) => ({ name: `a ${type} block`, schema })),
    ...Object.entries(schemas.collections).map(([name, schema]) => ({ name: `a ${name} entry`, schema })),
    { name: 'a page', schema: schemas.route },
  ];
  for (const { name, schema } of named) {
    forms.push({ name: `${name}, empty`, schema, value: {} });
    forms.push({ name: `${name}, every field filled`, schema, value: fillEveryField(schema, schema) });
  }
  return forms;
}

interface ShownField {
  id: string;
  kind: FieldKind;
  schema: FieldSchema;
  /** A group the form may leave out, inside another. */
  optional: boolean;
}

/** Every field the form shows for `value`, with the id the form gives it. */
function listShownFields(
  given: FieldSchema,
  root: FieldSchema,
  value: unknown,
  id: string,
  optional = false,
): ShownField[] {
  const schema = resolveRef(given, root);
  const kind = findFieldKind(schema);
  const fields = [{ id, kind, schema, optional }];
  const needed = new Set((schema.required as string[] | undefined) ?? []);
  if (isRecord(schema.properties))
    for (const [key, field] of Object.entries(schema.properties as Record<string, FieldSchema>))
      fields.push(
        ...listShownFields(field, root, isRecord(value) ? value[key] : undefined, `${id}_${key}`, !needed.has(key)),
      );
  if (kind === listKind && Array.isArray(value))
    value.forEach((item, index) =>
      fields.push(...listShownFields(schema.items as FieldSchema, root, item, `${id}_${index}`)),
    );
  return fields;
}

/**
 * Whether the page shows the widget of the field's kind where the field is, as a person would recognise it:
 * written here, not read from the kinds, so that a kind losing its widget fails.
 */
function showsWidget(container: HTMLElement, { id, kind, schema, optional }: ShownField): boolean {
  const element = container.ownerDocument.getElementById(id);
  const is = (selector: string) => element?.matches(selector) === true;
  const says = (text: string) => element?.textContent?.includes(text) === true;
  switch (kind.name) {
    case 'fixed':
      return is('input[type=hidden]');
    case 'entry':
      return is('select') && says(`— choose from ${labelField(String(schema['x-entry']))} —`);
    case 'entries':
      return container.querySelectorAll(`input[type=radio][name="${id}"]`).length === 2;
    case 'link':
      return is('input[list]') && element?.getAttribute('placeholder')?.startsWith('/a-page') === true;
    case 'asset':
      return is('.asset input[list]');
    case 'markdown':
      return is('.markdown textarea') && element?.closest('.markdown')?.textContent?.includes('Preview') === true;
    case 'choice':
      return is('select');
    case 'web-address':
      return is('textarea, input[type=text]');
    case 'long-text':
      return is('textarea');
    case 'text':
      return is('input[type=text]');
    case 'number':
      return is('input[type=number]');
    case 'yes-no':
      return is('button[role=switch]');
    case 'list':
    case 'dictionary':
      return is('fieldset');
    case 'group':
      return optional ? is('details.collapsible fieldset') : is('fieldset');
    case 'data':
      return says('change it in the YAML view');
    default:
      return false;
  }
}

/** A form as the editor shows it, never changed. */
function renderForm(form: { schema: JsonSchema; value: unknown }): HTMLElement {
  return render(
    <SchemaForm
      idPrefix="f"
      schema={form.schema}
      value={form.value}
      errors={{}}
      context={context}
      onChange={() => undefined}
    />,
  ).container;
}

describe('the forms of every block, entry and page', () => {
  const forms = listForms();

  it('are many: every block type and collection, as the site uses them', () => {
    expect(forms.length).toBeGreaterThan(100);
    for (const type of Object.keys(schemas.blocks))
      expect(forms.some((form) => form.schema === schemas.blocks[type])).toBe(true);
  });

  it.each(forms.map((form) => [form.name, form] as const))(
    '%s shows every field with its widget, never its schema',
    (_name, form) => {
      const container = renderForm(form);
      expect(container.textContent).not.toMatch(/Unsupported field schema|Unknown field type|Missing items definition/);
      expect(container.querySelector('.unsupported-field, pre')).toBeNull();
      const fields = listShownFields(form.schema, form.schema, form.value, 'f');
      const missing = fields.filter((field) => !showsWidget(container, field));
      expect(missing.map(({ id, kind }) => `${id} (${kind.name})`)).toEqual([]);
    },
  );

  it.each(forms.map((form) => [form.name, form] as const))(
    '%s says everything in plain words: labels, names and hints',
    (_name, form) => {
      const container = renderForm(form);
      const names = [...container.querySelectorAll('[aria-label], [title]')].map(
        (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`,
      );
      expect([container.textContent ?? '', ...names].flatMap((text) => findDeveloperWords(text))).toEqual([]);
      const hints = [...container.querySelectorAll('.field-description, .field__help')];
      expect(hints.flatMap((hint) => findDeveloperWords(hint.textContent ?? '', 'hint'))).toEqual([]);
    },
  );

  it('names a list’s items by their number, as the problems’ places do', () => {
    const { getByLabelText } = render(
      <SchemaForm
        idPrefix="f"
        schema={schemas.collections.caseStudies}
        value={{ id: 'x', services: ['XDR deployment', 'Training'] }}
        errors={{}}
        context={context}
        onChange={() => undefined}
      />,
    );
    expect(getByLabelText(/^Item 2/)).toHaveProperty('value', 'Training');
  });
});

describe('a field naming one entry (its schema says only the collection)', () => {
  const study = outline.collections.caseStudies;

  it('picks from the collection’s entries by title, and writes the id chosen', () => {
    const changes: unknown[] = [];
    const { container } = render(
      <SchemaForm
        idPrefix="f"
        schema={schemas.collections.caseStudies}
        value={{ id: study[0].id, next: study[1].id }}
        errors={{}}
        context={context}
        onChange={(value) => changes.push(value)}
      />,
    );
    const next = container.querySelector<HTMLSelectElement>('select#f_next')!;
    expect(next.selectedOptions[0].textContent).toBe(`${study[1].title} (${study[1].id})`);
    expect([...next.options].map((option) => option.value)).toEqual(['', ...study.map((entry) => entry.id)]);
    fireEvent.change(next, { target: { value: study[2].id } });
    expect(changes.at(-1)).toMatchObject({ next: study[2].id });
  });

  it('shows a value naming no entry as written (a generated page’s {id})', () => {
    const { container } = render(
      <SchemaForm
        idPrefix="f"
        schema={schemas.blocks['case-study-body']}
        value={{ type: 'case-study-body', study: '{id}' }}
        errors={{}}
        context={context}
        onChange={() => undefined}
      />,
    );
    expect(container.querySelector<HTMLSelectElement>('select#f_study')!.selectedOptions[0].textContent).toBe('{id}');
  });
});
