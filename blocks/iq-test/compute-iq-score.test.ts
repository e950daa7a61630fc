import { describe, expect, it } from 'vitest';
import { computeIqScore, type QuizTally } from './compute-iq-score';

const tally = (answered: number, correct: number, difficultyTotal: number, elapsedSeconds: number): QuizTally => ({
  answered,
  correct,
  difficultyTotal,
  elapsedMs: elapsedSeconds * 1000,
});

describe('computeIqScore', () => {
  it('is 100 when nothing was answered, whatever the time', () => {
    expect(computeIqScore(tally(0, 0, 0, 0))).toBe(100);
    expect(computeIqScore(tally(0, 0, 0, 600))).toBe(100);
  });

  // Each row: answered, correct, difficulty total, seconds → score, with the terms worked out.
  it.each([
    // accuracy 80 + difficulty 5×(2−1)=5 + time 10 + floor(30/5)=6 → 101
    ['every term', 10, 8, 20, 0, 101],
    // accuracy term alone moves it: 70 + 5 + 10 + floor(20/5)=4 → 89
    ['accuracy', 10, 7, 20, 0, 89],
    // average difficulty 3: 80 + 10 + 10 + 6 → 106
    ['average difficulty above 1', 10, 8, 30, 0, 106],
    // average difficulty 1 adds nothing: 80 + 0 + 10 + 6 → 96
    ['average difficulty of 1', 10, 8, 10, 0, 96],
    // floor of a negative: accuracy 48 + difficulty 15 + time 10 + floor(−2/5) = −1 (truncating would give 0) → 72
    ['floor((accuracy − 50) / 5) below 50', 25, 12, 100, 0, 72],
    // time periods: 29 s is no whole period (bonus 10), 30 s one (9), 31 s still one (9)
    ['29 s', 10, 8, 20, 29, 101],
    ['30 s', 10, 8, 20, 30, 100],
    ['31 s', 10, 8, 20, 31, 100],
    // 90 s: three periods, bonus 7 → 98
    ['90 s', 10, 8, 20, 90, 98],
    // past 5 minutes the bonus is 0, never negative: 301 s and 20 minutes both → 91
    ['past 5 minutes', 10, 8, 20, 301, 91],
    ['far past 5 minutes', 10, 8, 20, 1200, 91],
    // exactly 5 minutes: 10 periods, bonus 0
    ['5 minutes', 10, 8, 20, 300, 91],
    // the best run a bank of levels 1–4 allows: 100 + 15 + 10 + 10 = 135, under the clamp
    ['a perfect run at the top difficulty', 10, 10, 40, 0, 135],
    // clamp at the bottom: 0 correct → 0 + 0 + 0 − 10 = −10 → 70
    ['clamped at 70', 10, 0, 10, 600, 70],
    // rounding: 2 of 3 right → accuracy 66.67 + 5×(4/3−1)=1.67 + 10 + floor(16.67/5)=3 → 81.33 → 81
    ['rounding down', 3, 2, 4, 0, 81],
    // 66.67 + 0 + 10 + 3 → 79.67 → 80
    ['rounding up', 3, 2, 3, 0, 80],
    // 1 of 3 right, difficulty total 4: 33.33 + 1.67 + 10 + floor(−16.67/5)=−4 → 41 → clamped 70
    ['rounding under the clamp', 3, 1, 4, 0, 70],
    // 7 of 8, difficulty 1 each: 87.5 + 0 + 10 + floor(37.5/5)=7 → 104.5 → rounds half up to 105
    ['rounding half up', 8, 7, 8, 0, 105],
  ])('%s', (_name, answered, correct, difficultyTotal, seconds, expected) => {
    expect(computeIqScore(tally(answered, correct, difficultyTotal, seconds))).toBe(expected);
  });

  it('clamps at 145 when the terms go above it', () => {
    // Not reachable with difficulty levels 1–4 (at most 135), but the clamp holds for any bank:
    // a difficulty total standing for an average of 10 → 100 + 45 + 10 + 10 = 165 → 145.
    expect(computeIqScore(tally(10, 10, 100, 0))).toBe(145);
    expect(computeIqScore(tally(10, 10, 62, 0))).toBe(145);
    expect(computeIqScore(tally(10, 10, 60, 0))).toBe(145);
    expect(computeIqScore(tally(10, 10, 58, 0))).toBe(144);
  });

  it('one answer is enough for a score', () => {
    // 100 + 5×(4−1)=15 + 10 + 10 = 135
    expect(computeIqScore(tally(1, 1, 4, 5))).toBe(135);
    // 0 + 0 + 10 − 10 = 0 → 70
    expect(computeIqScore(tally(1, 0, 1, 5))).toBe(70);
  });
});
