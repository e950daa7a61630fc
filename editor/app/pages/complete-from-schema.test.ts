import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../api/editor-api';
import { completeFromSchema } from './complete-from-schema';
import { findYamlPlace } from './find-yaml-place';

const schemas: Schemas = {
  route: {
    type: 'object',
    required: ['path', 'title'],
    properties: { path: { description: 'The address.' }, title: { description: 'The tab’s title.' } },
    definitions: {},
  },
  blocks: {
    'page-hero': {
      description: 'The top of a page.',
      type: 'object',
      properties: {
        type: { const: 'page-hero' },
        eyebrow: { type: 'string', description: 'A small line above the title.' },
        title: { type: 'string', description: 'The heading.' },
        band: { $ref: '#/definitions/band' },
      },
      definitions: { band: { enum: ['plain', 'brand'], description: 'The background.' } },
    },
    'fact-box': { description: 'A random fact.', type: 'object', properties: { facts: { 'x-entry': 'facts' } } },
  },
  collections: {
    facts: {
      type: 'object',
      required: ['id', 'facts'],
      properties: { id: { description: 'Its id.' }, facts: { type: 'array', description: 'The facts.' } },
    },
  },
};

const outline = {
  collections: {
    facts: [
      { id: 'ai', title: '', file: 'site.yaml', at: ['collections', 'facts', 0] },
      { id: 'cloud', title: '', file: 'site.yaml', at: ['collections', 'facts', 1] },
    ],
  },
};

const site = `# the site
routes:
  - path: /contact
    title: Contact
    blocks:
      - type: page-hero
        title: Get in Touch
        |
      - type: fact-box
        facts: ai
collections:
  facts:
    - id: ai
      |
`;

/** The completion at the first `|` of `text` (taken out), as its labels. */
function complete(text: string, typed: string, explicit = false): string[] {
  const at = text.indexOf('|');
  const doc = text.slice(0, at) + typed + text.slice(at + 1);
  const state = EditorState.create({ doc });
  const result = completeFromSchema(
    schemas,
    outline,
  )(new CompletionContext(state, at + typed.length, explicit)) as CompletionResult | null;
  return result ? result.options.map((option) => option.label) : [];
}

describe('completion in the YAML view', () => {
  it('reads the place from the indentation above, a block item with its type', () => {
    const at = site.indexOf('|');
    expect(findYamlPlace(site.replace('|', 'ey'), at + 2)).toEqual({
      steps: [
        { key: 'routes' },
        { item: { path: '/contact', title: 'Contact' } },
        { key: 'blocks' },
        {
          item: { type: 'page-hero', title: 'Get in Touch' },
        },
      ],
      keys: { type: 'page-hero', title: 'Get in Touch' },
      at: { kind: 'key' },
      prefix: 'ey',
    });
  });

  it('offers the fields of the block’s type that it does not have yet, with their descriptions', () => {
    expect(complete(site, 'e')).toEqual(['eyebrow', 'band']);
    const at = site.indexOf('|');
    const doc = site.slice(0, at) + 'e' + site.slice(at + 1);
    const result = completeFromSchema(
      schemas,
      outline,
    )(new CompletionContext(EditorState.create({ doc }), at + 1, false)) as CompletionResult;
    expect(result.options[0]).toMatchObject({
      label: 'eyebrow',
      info: 'A small line above the title.',
      apply: 'eyebrow: ',
    });
    expect(result.from).toBe(at);
  });

  it('offers the block types after type:, a field’s allowed values after its key, and the ids of entries', () => {
    expect(complete('routes:\n  - path: /a\n    blocks:\n      |\n', '- type: ')).toEqual(['page-hero', 'fact-box']);
    expect(complete(site, 'band: b')).toEqual(['plain', 'brand']);
    const factBox = 'routes:\n  - path: /a\n    blocks:\n      - type: fact-box\n        |\n';
    expect(complete(factBox, 'facts: ')).toEqual(['ai', 'cloud']);
  });

  it('offers a page’s fields at a route, and a collection entry’s at an entry', () => {
    const route = 'routes:\n  - path: /a\n    |\n';
    expect(complete(route, 't')).toEqual(['title', 'blocks', 'generate']);
    expect(complete(site.replace('      |\n', '').replace('    - id: ai\n', '    - id: ai\n      |\n'), 'f')).toEqual([
      'facts',
    ]);
  });

  it('offers nothing inside a text, nor at an empty line unless asked', () => {
    expect(complete('routes:\n  - path: /a\n    description: >-\n      Some |', 'te')).toEqual([]);
    expect(complete(site, '')).toEqual([]);
    expect(complete(site, '', true)).toEqual(['eyebrow', 'band']);
  });
});
