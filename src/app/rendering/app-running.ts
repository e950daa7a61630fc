import { startTransition, useEffect, useState } from 'react';

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

/**
 * False in the prerendered HTML and until the page's content has hydrated; true from then on. What it
 * brings in renders as a transition: a chunk it waits for must not hold back the page's own updates of
 * that moment (a carousel starting), which a synchronous render suspending on it did.
 */
export function useAppRunning(): boolean {
  const [isRunning, setRunning] = useState(false);
  useEffect(() => {
    const markRunning = () => startTransition(() => setRunning(true));
    if (running) markRunning();
    listeners.add(markRunning);
    return () => {
      listeners.delete(markRunning);
    };
  }, []);
  return isRunning;
}
