import { describe, expect, it } from 'vitest';
import { resolveEntries } from './resolve-entries';
import type { FoundEntryReference } from '../fields/base/field-kind';

const collections = {
  products: [
    { id: 'platform', title: 'Agent Platform', isExternal: true },
    { id: 'hrms', title: 'HRMS', isExternal: true },
    { id: 'shield', title: 'Shield', isExternal: false },
    { id: 'pos', title: 'POS', isExternal: true },
  ],
};
const reference = (value: FoundEntryReference['value'], many = true): FoundEntryReference => ({
  pointer: '/routes/0/blocks/0/products',
  collection: 'products',
  value,
  many,
});
const titles = (entries: unknown[]) => entries.map((entry) => (entry as { title: string }).title);

describe('selecting entries', () => {
  const { select } = resolveEntries(collections, [], new Set());

  it.each([
    ['all, in the order written', 'all', ['Agent Platform', 'HRMS', 'Shield', 'POS']],
    ['a list of ids, in its own order', ['shield', 'platform'], ['Shield', 'Agent Platform']],
    ['those whose fields match', { where: { isExternal: true } }, ['Agent Platform', 'HRMS', 'POS']],
    ['the first of those that match', { where: { isExternal: true }, limit: 2 }, ['Agent Platform', 'HRMS']],
  ] as const)('%s', (_, value, expected) => {
    expect(titles(select(reference(value as FoundEntryReference['value'])))).toEqual(expected);
  });

  it('one id names one entry', () => {
    expect(titles(select(reference('hrms', false)))).toEqual(['HRMS']);
  });
});

it('reports unknown ids and filter fields, and the entries nothing uses', () => {
  const { records } = resolveEntries(
    collections,
    [reference(['platfrom', 'shield']), reference({ where: { external: true } })],
    new Set(['products/pos']),
  );
  expect(records).toEqual([
    {
      kind: 'unknown-entry',
      pointer: '/routes/0/blocks/0/products/0',
      collection: 'products',
      value: 'platfrom',
      suggestion: 'platform',
    },
    {
      kind: 'unknown-entry-field',
      pointer: '/routes/0/blocks/0/products/where',
      collection: 'products',
      value: 'external',
      suggestion: 'isExternal',
    },
    { kind: 'unused-entry', pointer: '/collections/products/0/id', collection: 'products', value: 'platform' },
    { kind: 'unused-entry', pointer: '/collections/products/1/id', collection: 'products', value: 'hrms' },
  ]);
});
