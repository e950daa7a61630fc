import { describe, expect, it } from 'vitest';
import {
  createQuizReducer,
  initialQuizState,
  isLastQuestion,
  type QuizAction,
  type QuizQuestion,
  type QuizState,
} from './quiz-state';

/** A bank of 12: question i has answer i % 4 and difficulty 1 + i % 4. */
const bank: QuizQuestion[] = Array.from({ length: 12 }, (_, index) => ({
  correctAnswer: index % 4,
  difficultyLevel: 1 + (index % 4),
}));

function run(
  state: QuizState,
  reduce: (state: QuizState, action: QuizAction) => QuizState,
  actions: QuizAction[],
): QuizState {
  return actions.reduce(reduce, state);
}

/** Registers, then answers every question right (or with `wrong` wrong) until the test finishes. */
function play(reduce: (state: QuizState, action: QuizAction) => QuizState, randoms: () => number, wrong = false) {
  let state = run(initialQuizState, reduce, [{ type: 'start' }, { type: 'begin', now: 1000, random: randoms() }]);
  const asked: number[] = [];
  let now = 1000;
  while (state.phase === 'playing') {
    const current = state.used.at(-1)!;
    asked.push(current);
    state = reduce(state, {
      type: 'answer',
      option: wrong ? (bank[current].correctAnswer + 1) % 4 : bank[current].correctAnswer,
    });
    now += 5000;
    state = reduce(state, { type: 'next', now, random: randoms() });
  }
  return { state, asked };
}

describe('the quiz', () => {
  const reduce = createQuizReducer(bank, 10);

  it('goes intro → registration → playing, drawing the first question', () => {
    const registration = reduce(initialQuizState, { type: 'start' });
    expect(registration.phase).toBe('registration');
    const playing = reduce(registration, { type: 'begin', now: 5, random: 0.5 });
    expect(playing).toMatchObject({ phase: 'playing', used: [6], startedAt: 5, answered: 0 });
  });

  it('says correct or incorrect after each answer and keeps the tally', () => {
    const playing = run(initialQuizState, reduce, [{ type: 'start' }, { type: 'begin', now: 0, random: 0 }]);
    expect(reduce(playing, { type: 'answer', option: 0 })).toMatchObject({
      phase: 'correct',
      chosen: 0,
      answered: 1,
      correct: 1,
      difficultyTotal: 1,
    });
    expect(reduce(playing, { type: 'answer', option: 3 })).toMatchObject({
      phase: 'incorrect',
      chosen: 3,
      answered: 1,
      correct: 0,
      difficultyTotal: 1,
    });
  });

  it.each([
    ['always the first unused', () => () => 0],
    ['always the last unused', () => () => 0.999999],
    [
      'a seeded mix',
      () => {
        let seed = 7;
        return () => {
          seed = (seed * 16807) % 2147483647;
          return (seed - 1) / 2147483646;
        };
      },
    ],
  ])('asks 10 questions from the bank of 12, none twice, then finishes (%s)', (_name, makeRandoms) => {
    const { state, asked } = play(reduce, makeRandoms());
    expect(asked).toHaveLength(10);
    expect(new Set(asked).size).toBe(10);
    expect(asked.every((index) => index >= 0 && index < 12)).toBe(true);
    expect(state).toMatchObject({ phase: 'finished', answered: 10, correct: 10, startedAt: 1000, finishedAt: 51_000 });
  });

  it('the 10th answer is the last: the button after it leads to the result', () => {
    let state = run(initialQuizState, reduce, [{ type: 'start' }, { type: 'begin', now: 0, random: 0 }]);
    for (let count = 1; count <= 10; count++) {
      state = reduce(state, { type: 'answer', option: 0 });
      expect(isLastQuestion(state, bank.length, 10)).toBe(count === 10);
      state = reduce(state, { type: 'next', now: count, random: 0 });
    }
    expect(state.phase).toBe('finished');
  });

  it('finishes when no unused question is left, even short of the quiz length', () => {
    const { state, asked } = play(createQuizReducer(bank.slice(0, 3), 10), () => 0.5, true);
    expect(new Set(asked)).toEqual(new Set([0, 1, 2]));
    expect(state).toMatchObject({ phase: 'finished', answered: 3, correct: 0 });
  });

  it('finishes at once when the bank is empty', () => {
    const state = run(initialQuizState, createQuizReducer([], 10), [
      { type: 'start' },
      { type: 'begin', now: 9, random: 0 },
    ]);
    expect(state).toMatchObject({ phase: 'finished', answered: 0, startedAt: 9, finishedAt: 9 });
  });

  it('reset goes back to intro from any phase, and entering intro or registration clears score, used questions and count', () => {
    const midway = run(initialQuizState, reduce, [
      { type: 'start' },
      { type: 'begin', now: 0, random: 0 },
      { type: 'answer', option: 0 },
      { type: 'next', now: 1, random: 0 },
    ]);
    expect(midway.used).toHaveLength(2);
    const intro = reduce(midway, { type: 'reset' });
    expect(intro).toEqual(initialQuizState);
    expect(reduce(intro, { type: 'start' })).toMatchObject({
      phase: 'registration',
      used: [],
      answered: 0,
      correct: 0,
      difficultyTotal: 0,
    });
    expect(reduce(play(reduce, () => 0).state, { type: 'reset' })).toEqual(initialQuizState);
  });

  it('ignores actions that do not belong to the phase (a double click answers once)', () => {
    const answered = run(initialQuizState, reduce, [
      { type: 'start' },
      { type: 'begin', now: 0, random: 0 },
      { type: 'answer', option: 0 },
    ]);
    expect(reduce(answered, { type: 'answer', option: 1 })).toBe(answered);
    expect(reduce(initialQuizState, { type: 'next', now: 0, random: 0 })).toBe(initialQuizState);
    expect(reduce(answered, { type: 'start' })).toBe(answered);
  });
});
