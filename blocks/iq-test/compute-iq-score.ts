/** What the score is made of: the answers given and the time taken. */
export interface QuizTally {
  answered: number;
  correct: number;
  /** The sum of the answered questions' difficulty levels (1–4 each). */
  difficultyTotal: number;
  /** Real time from the first question to the finish. */
  elapsedMs: number;
}

export const SCORE_WHEN_UNANSWERED = 100;
export const SCORE_RANGE = { min: 70, max: 145 } as const;
const TIME_BONUS_MAX = 10;
const TIME_PERIOD_MS = 30_000;

/**
 * The spec's IQ score: accuracy (percent correct) + 5 per unit of average difficulty above 1 + a time
 * bonus of max(0, 10 − whole 30-second periods) + floor((accuracy − 50) / 5), clamped to 70…145 and
 * rounded. Unlike the original, the bonus sees the real elapsed time (there it was always 10, being
 * computed before the time was set).
 */
export function computeIqScore({ answered, correct, difficultyTotal, elapsedMs }: QuizTally): number {
  if (answered === 0) return SCORE_WHEN_UNANSWERED;
  const accuracy = (correct / answered) * 100;
  const difficultyBonus = 5 * (difficultyTotal / answered - 1);
  const timeBonus = Math.max(0, TIME_BONUS_MAX - Math.floor(Math.max(0, elapsedMs) / TIME_PERIOD_MS));
  const accuracyBonus = Math.floor((accuracy - 50) / 5);
  const raw = accuracy + difficultyBonus + timeBonus + accuracyBonus;
  return Math.round(Math.min(SCORE_RANGE.max, Math.max(SCORE_RANGE.min, raw)));
}
