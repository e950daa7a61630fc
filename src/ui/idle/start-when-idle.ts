import { afterHydration } from './after-hydration';
import { requestIdle } from './request-idle';

const waiting: Array<() => void> = [];
let scheduled = false;

function startNext(): void {
  scheduled = false;
  waiting.shift()?.();
  scheduleNext();
}

function scheduleNext(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  requestIdle(startNext, 5_000);
}

/**
 * Runs `start` in an idle moment once the page has hydrated, each waiting start in an idle moment of its
 * own: a start that is a long task (laying out a carousel) then never stands between a visitor's tap and
 * its answer, as it would if it ran only when the visitor scrolled to it. Returns a cancel for a part
 * that leaves the page, or that started sooner, before its turn.
 */
export function startWhenIdle(start: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  waiting.push(start);
  afterHydration(scheduleNext);
  return () => {
    const index = waiting.indexOf(start);
    if (index >= 0) waiting.splice(index, 1);
  };
}
