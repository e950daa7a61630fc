import { useLayoutEffect } from 'react';

const listeners = new Set<() => void>();

/**
 * Calls `listener` each time a block has hydrated (or mounted): each block is a Suspense boundary of its
 * own, which React hydrates in a commit of its own, after the page around it. Returns the unsubscribe.
 */
export function onBlockHydrated(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For the renderer: used inside a block's boundary, after the block, so it runs in the commit that hydrates the block, before it paints. */
export function useNotifyBlockHydrated(): void {
  useLayoutEffect(() => {
    for (const listener of [...listeners]) listener();
  }, []);
}
