import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The current year: the prerendered page carries the build's year, and the browser shows today's
 * once hydrated (so a page built in December still reads right in January, without a mismatch).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
