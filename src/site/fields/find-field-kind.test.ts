import { describe, expect, it } from 'vitest';
import { findFieldKind } from './find-field-kind';

const kindOf = (schema: Record<string, unknown>) => findFieldKind(schema).name;

describe('findFieldKind', () => {
  it.each([
    ['fixed', { const: 'page-hero' }],
    ['entry', { 'x-entry': 'caseStudies', description: 'The next case study.' }],
    ['entries', { 'x-entries': 'clients', 'x-min-entries-from': 'count' }],
    ['link', { type: 'string', maxLength: 2048, 'x-link': true }],
    ['asset', { type: 'string', maxLength: 2048, 'x-asset': true }],
    ['markdown', { type: 'string', maxLength: 6000, 'x-markdown': true }],
    ['choice', { type: 'string', enum: ['tinted', 'brand'] }],
    ['web-address', { type: 'string', format: 'uri', maxLength: 2048 }],
    ['long-text', { type: 'string', maxLength: 400 }],
    ['text', { type: 'string', maxLength: 160 }],
    ['text', { type: 'string' }],
    ['number', { type: 'integer', minimum: 1 }],
    ['number', { type: 'number' }],
    ['yes-no', { type: 'boolean', default: false }],
    ['list', { type: 'array', items: { type: 'string' } }],
    ['group', { type: 'object', properties: { src: { type: 'string' } } }],
    ['dictionary', { type: 'object', additionalProperties: { type: 'string' } }],
    ['data', { type: 'object', tsType: 'Record<string, unknown>' }],
    ['value', { description: 'Anything at all.' }],
  ])('recognises a %s field', (kind, schema) => {
    expect(kindOf(schema)).toBe(kind);
  });

  it('takes the most particular kind when a schema fits several', () => {
    // A long link, picture path or Markdown text is not a plain long text; a long list of choices is a choice.
    expect(kindOf({ type: 'string', maxLength: 2048, 'x-link': true })).toBe('link');
    expect(kindOf({ type: 'string', maxLength: 1200, 'x-markdown': true })).toBe('markdown');
    expect(kindOf({ type: 'string', maxLength: 400, enum: ['a', 'b'] })).toBe('choice');
    // A fixed value is hidden whatever its type.
    expect(kindOf({ type: 'string', const: 'rich-text' })).toBe('fixed');
  });

  it('says how the form shows each of the project’s own kinds', () => {
    const look = (schema: Record<string, unknown>, optional = false) =>
      findFieldKind(schema).look?.(schema, { optional });
    expect(look({ 'x-entry': 'facts' })).toEqual({ widget: 'entry', options: { collection: 'facts' } });
    expect(look({ 'x-entries': 'clients' })).toEqual({ field: 'entries', options: { collection: 'clients' } });
    expect(look({ type: 'string', 'x-link': true })).toEqual({ widget: 'link' });
    expect(look({ type: 'string', maxLength: 400 })).toEqual({ widget: 'textarea', options: { rows: 3 } });
    expect(look({ type: 'object', properties: {} }, true)).toEqual({ field: 'collapsible' });
    expect(look({ type: 'object', properties: {} })).toEqual({});
    expect(look({ type: 'object' })).toEqual({ field: 'yaml-only' });
    // An entry's schema has no type: the form is told it holds a text.
    expect(findFieldKind({ 'x-entry': 'facts' }).formType).toBe('string');
  });
});
