import { useEffect, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let running = false;

/**
 * Marks the app as running once the page's content has hydrated, which in a transition comes after
 * the shell's: `<html data-js>` (from then the app handles the menus and carousels, until then CSS
 * stood in), and for what the shell defers until then, such as the third-party scripts.
 */
export function useMarkAppRunning(): void {
  useEffect(() => {
    if (running) return;
    running = true;
    document.documentElement.setAttribute('data-js', '');
    for (const listener of listeners) listener();
  }, []);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False in the prerendered HTML and until the page's content has hydrated; true from then on. */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => running,
    () => false,
  );
}
