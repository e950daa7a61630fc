/** What counts as the visitor's first interaction: any of these starts the task at once. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * Runs `task` once, when the page has loaded and the browser is idle, or at the visitor's first
 * interaction if that comes sooner, so a third-party script never competes with the first paint.
 * Returns what cancels it.
 */
export function runWhenIdle(task: () => void, idleTimeoutMs = 5_000): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  const stop = () => {
    finished = true;
    window.removeEventListener('load', waitForIdle);
    for (const type of INTERACTIONS) window.removeEventListener(type, run);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
  function run() {
    if (finished) return;
    stop();
    task();
  }
  function waitForIdle() {
    // Safari has no requestIdleCallback: there, a moment after the load event stands in for idle.
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: idleTimeoutMs });
    else timer = setTimeout(run, 200);
  }
  for (const type of INTERACTIONS) window.addEventListener(type, run, { passive: true });
  if (document.readyState === 'complete') waitForIdle();
  else window.addEventListener('load', waitForIdle);
  return stop;
}
