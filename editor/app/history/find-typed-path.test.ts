import { describe, expect, it } from 'vitest';
import { findTypedPath } from './find-typed-path';

describe('findTypedPath', () => {
  const page = { title: 'Contact', blocks: [{ type: 'page-hero', title: 'Get in Touch' }, { type: 'cta' }] };

  it('names the one text that changed', () => {
    const typed = { ...page, blocks: [{ ...page.blocks[0], title: 'Get in Touch!' }, page.blocks[1]] };
    expect(findTypedPath(page, typed)).toBe('/blocks/0/title');
  });

  it('names a text typed into an empty field, or emptied', () => {
    expect(findTypedPath({ title: 'a' }, { title: 'a', description: 'b' })).toBe('/description');
    expect(findTypedPath({ title: 'a', description: 'b' }, { title: 'a' })).toBe('/description');
  });

  it('names nothing when a block or an item is added, removed or moved', () => {
    expect(findTypedPath(page, { ...page, blocks: [...page.blocks, { type: 'cta' }] })).toBeUndefined();
    expect(findTypedPath(page, { ...page, blocks: [page.blocks[0]] })).toBeUndefined();
    expect(findTypedPath(page, { ...page, blocks: [page.blocks[1], page.blocks[0]] })).toBeUndefined();
  });

  it('names nothing when two texts changed, or a value that is not a text', () => {
    expect(findTypedPath({ a: 'x', b: 'y' }, { a: 'x1', b: 'y1' })).toBeUndefined();
    expect(findTypedPath({ a: 1 }, { a: 2 })).toBeUndefined();
    expect(findTypedPath({ on: true }, { on: false })).toBeUndefined();
  });

  it('names nothing when nothing changed', () => {
    expect(findTypedPath(page, structuredClone(page))).toBeUndefined();
  });
});
