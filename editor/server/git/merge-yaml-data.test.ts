import { describe, expect, it } from 'vitest';
import { mergeYamlData } from './merge-yaml-data';

const base = { title: 'A', seo: { description: 'd' }, blocks: [{ heading: 'h', text: 't' }], tags: ['x'] };

describe('mergeYamlData', () => {
  it('takes their change where I left the value alone (the whole value I did not touch), and keeps mine', () => {
    const mine = { ...base, title: 'Mine' };
    const theirs = { ...base, seo: { description: 'Theirs' }, blocks: [{ heading: 'h', text: 'T' }] };
    expect(mergeYamlData(base, mine, theirs)).toEqual({
      theirChanges: [
        { path: ['seo'], value: { description: 'Theirs' } },
        { path: ['blocks'], value: [{ heading: 'h', text: 'T' }] },
      ],
      conflicts: [],
    });
  });

  it('finds the deepest field both changed differently, and lets alike changes be', () => {
    const mine = { ...base, title: 'Same', blocks: [{ heading: 'Mine', text: 't' }] };
    const theirs = { ...base, title: 'Same', blocks: [{ heading: 'Theirs', text: 't' }] };
    expect(mergeYamlData(base, mine, theirs).conflicts).toEqual([
      { path: ['blocks', 0, 'heading'], mine: 'Mine', theirs: 'Theirs' },
    ]);
  });

  it('sees a removal as a change, and a list both grew differently as one value', () => {
    const { seo: _mine, ...withoutSeo } = base;
    void _mine;
    const mine = { ...withoutSeo, tags: ['x', 'mine'] };
    const theirs = { ...base, seo: { description: 'Theirs' }, tags: ['x', 'theirs'] };
    expect(mergeYamlData(base, mine, theirs).conflicts).toEqual([
      { path: ['tags'], mine: ['x', 'mine'], theirs: ['x', 'theirs'] },
      { path: ['seo'], mine: undefined, theirs: { description: 'Theirs' } },
    ]);
  });

  it('merges a file both sides added, field by field', () => {
    expect(mergeYamlData(undefined, { a: 1, b: 2 }, { a: 1, c: 3 })).toEqual({
      theirChanges: [{ path: ['c'], value: 3 }],
      conflicts: [],
    });
  });
});
