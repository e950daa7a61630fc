import { IDLE_PRELOAD_MARK } from '#site/shell/idle-preload-mark';
import { afterHydration } from './after-hydration';
import { requestIdle } from './request-idle';

const waiting: Array<() => Promise<unknown>> = [];
let scheduled = false;

/** Runs every waiting loader; one that fails is asked again by its control on use, which reports the failure. */
function runWaiting(): void {
  if (!performance.getEntriesByName(IDLE_PRELOAD_MARK).length) performance.mark(IDLE_PRELOAD_MARK);
  scheduled = false;
  for (const load of waiting.splice(0)) load().catch(() => undefined);
}

function scheduleIdle(): void {
  if (scheduled) return;
  scheduled = true;
  requestIdle(runWaiting, 2_000);
}

/**
 * Loads the code a control needs on its first use (a dialog, a popover, the quiz) once the page has
 * hydrated and the browser is idle, so the visitor's first tap opens it without waiting for the
 * network. It stays out of the page's first load: nothing competes with hydrating what is on screen.
 * `load` is the same `import()` the control's `lazy()` calls, so the tap finds the module ready.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  waiting.push(load);
  afterHydration(scheduleIdle);
}
