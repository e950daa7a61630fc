import { expect, it } from 'vitest';
import { resolveRef } from './resolve-ref';

const root = {
  definitions: {
    link: { type: 'string', description: 'Where a link goes.', 'x-link': true },
    cta: { $ref: '#/definitions/button' },
    button: { type: 'object', title: 'Button' },
    loop: { $ref: '#/definitions/loop' },
  },
};

it('follows a $ref to the root’s definitions, the place’s own keys winning', () => {
  expect(resolveRef({ $ref: '#/definitions/link', description: 'The button’s link.' }, root)).toEqual({
    type: 'string',
    description: 'The button’s link.',
    'x-link': true,
  });
});

it('follows a chain of them, and leaves a schema without one as it is', () => {
  expect(resolveRef({ $ref: '#/definitions/cta' }, root)).toEqual({ type: 'object', title: 'Button' });
  const plain = { type: 'string' };
  expect(resolveRef(plain, root)).toBe(plain);
});

it('stops at a $ref it cannot follow (another file, a missing name) and at a loop', () => {
  expect(resolveRef({ $ref: 'other.json#/definitions/link' }, root)).toEqual({ $ref: 'other.json#/definitions/link' });
  expect(resolveRef({ $ref: '#/definitions/missing' }, root)).toEqual({ $ref: '#/definitions/missing' });
  expect(resolveRef({ $ref: '#/definitions/loop' }, root)).toEqual({ $ref: '#/definitions/loop' });
});
