/**
 * Calls `then` when the browser is next idle, or after `timeout` ms at the latest. Safari has no
 * requestIdleCallback: there, a moment later stands in for idle.
 */
export const requestIdle = (then: () => void, timeout: number) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout }) : setTimeout(then, 200);
