import { expect, it } from 'vitest';
import { createKeptFormAnswers } from './kept-form-answers';

const answer = (name: string) => ({
  page: '/contact',
  values: { firstName: name },
  errors: { firstName: 'Too short.' },
});

it('keeps an answer for its lifetime under an unguessable id, and forgets it when asked', () => {
  let now = 0;
  const answers = createKeptFormAnswers({ lifetimeMs: 1000, now: () => now });
  const id = answers.keep(answer('A'));
  expect(id).toMatch(/^[\w-]{24}$/);
  expect(answers.keep(answer('B'))).not.toBe(id);
  now = 999;
  expect(answers.read(id)).toEqual(answer('A'));
  now = 1000;
  expect(answers.read(id)).toBeUndefined();
  const other = answers.keep(answer('C'));
  answers.forget(other);
  expect(answers.read(other)).toBeUndefined();
});

it('holds at most its capacity, letting the oldest go first', () => {
  const answers = createKeptFormAnswers({ capacity: 3 });
  const ids = ['A', 'B', 'C', 'D', 'E'].map((name) => answers.keep(answer(name)));
  expect(ids.map((id) => answers.read(id)?.values.firstName)).toEqual([undefined, undefined, 'C', 'D', 'E']);
});
