import { vi } from 'vitest';

/**
 * Makes jsdom look like a page the app has hydrated: `<html data-js>` (which shows the controls that need
 * JavaScript) and a matchMedia (jsdom has none) that answers every query with no and never changes.
 * Returns the undo, for afterEach.
 */
export function simulateRunningApp(): () => void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
  document.documentElement.setAttribute('data-js', '');
  return () => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-js');
  };
}
