import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
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

it('keeps each answer small whatever was posted: values cut at their rule’s limit, nothing of the posted body', () => {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const answers = createKeptFormAnswers({ capacity: 2000 });
  // A form post of 48 KB whose duplicate keys leave one short value each: the values are slices of the body.
  const post = (index: number) =>
    Object.fromEntries(
      new URLSearchParams(
        `${`message=${'x'.repeat(1000)}&`.repeat(48)}message=Hello ${index}&firstName=${'A'.repeat(500)}`,
      ),
    );
  const long = answers.keep({ page: '/contact', values: post(0), errors: { body: `${'y'.repeat(5000)}` } });
  expect(answers.read(long)).toEqual({
    page: '/contact',
    values: { message: 'Hello 0', firstName: 'A'.repeat(100) },
    errors: { body: 'y'.repeat(300) },
  });

  gc();
  const before = process.memoryUsage().heapUsed;
  for (let index = 1; index < 2000; index += 1)
    answers.keep({ page: '/contact', values: post(index), errors: { message: 'Too short.' } });
  gc();
  // 2,000 posted bodies would be 96 MB; the answers themselves well under a tenth of that.
  expect((process.memoryUsage().heapUsed - before) / 2 ** 20).toBeLessThan(8);
});
