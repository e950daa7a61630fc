/** Where the visitor is in the test; intro is the card inviting them to start. */
export type QuizPhase = 'intro' | 'registration' | 'playing' | 'correct' | 'incorrect' | 'finished';

export interface QuizQuestion {
  correctAnswer: number;
  difficultyLevel: number;
}

export interface QuizState {
  phase: QuizPhase;
  /** Indexes into the bank of the questions asked, in order; the last is the one on screen. */
  used: number[];
  /** The option picked for the question on screen, once answered. */
  chosen: number | null;
  answered: number;
  correct: number;
  difficultyTotal: number;
  /** When the first question appeared and when the test finished (`Date.now()`), for the time bonus. */
  startedAt: number | null;
  finishedAt: number | null;
}

export type QuizAction =
  | { type: 'start' }
  /** A valid registration: the first question. `random` in [0, 1) picks it. */
  | { type: 'begin'; now: number; random: number }
  | { type: 'answer'; option: number }
  | { type: 'next'; now: number; random: number }
  /** Exit Test or Try Again: back to the intro card. */
  | { type: 'reset' };

/** Entering intro or registration starts the tally afresh: no score, no used questions, no count. */
const fresh = (phase: 'intro' | 'registration'): QuizState => ({
  phase,
  used: [],
  chosen: null,
  answered: 0,
  correct: 0,
  difficultyTotal: 0,
  startedAt: null,
  finishedAt: null,
});

export const initialQuizState = fresh('intro');

/** Whether the question on screen is the test's last: the quiz length is reached, or the bank has no unused question. */
export function isLastQuestion(state: QuizState, bankSize: number, quizLength: number): boolean {
  return state.answered >= quizLength || state.used.length >= bankSize;
}

/** One of the questions not asked yet, chosen by `random` in [0, 1); undefined when none is left. */
function drawQuestion(used: number[], bankSize: number, random: number): number | undefined {
  const unused = Array.from({ length: bankSize }, (_, index) => index).filter((index) => !used.includes(index));
  return unused[Math.min(unused.length - 1, Math.floor(random * unused.length))];
}

function finish(state: QuizState, now: number): QuizState {
  return { ...state, phase: 'finished', chosen: null, finishedAt: now };
}

function ask(state: QuizState, index: number): QuizState {
  return { ...state, phase: 'playing', used: [...state.used, index], chosen: null };
}

/**
 * The test's transitions (spec section 4): intro → registration → playing → correct | incorrect →
 * playing … → finished, and back to intro from anywhere. Pure: the time and the random draw come in
 * with the action, so a test can replay any run.
 */
export function createQuizReducer(questions: readonly QuizQuestion[], quizLength: number) {
  return function reduceQuiz(state: QuizState, action: QuizAction): QuizState {
    switch (action.type) {
      case 'start':
        return state.phase === 'intro' ? fresh('registration') : state;
      case 'begin': {
        if (state.phase !== 'registration') return state;
        const started = { ...fresh('registration'), startedAt: action.now };
        const index = drawQuestion([], questions.length, action.random);
        return index === undefined || quizLength < 1 ? finish(started, action.now) : ask(started, index);
      }
      case 'answer': {
        const current = state.used.at(-1);
        if (state.phase !== 'playing' || current === undefined) return state;
        const question = questions[current];
        const right = action.option === question.correctAnswer;
        return {
          ...state,
          phase: right ? 'correct' : 'incorrect',
          chosen: action.option,
          answered: state.answered + 1,
          correct: state.correct + (right ? 1 : 0),
          difficultyTotal: state.difficultyTotal + question.difficultyLevel,
        };
      }
      case 'next': {
        if (state.phase !== 'correct' && state.phase !== 'incorrect') return state;
        if (isLastQuestion(state, questions.length, quizLength)) return finish(state, action.now);
        const index = drawQuestion(state.used, questions.length, action.random);
        return index === undefined ? finish(state, action.now) : ask(state, index);
      }
      case 'reset':
        return fresh('intro');
    }
  };
}
