import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For a test file's top level: before each test, jsdom looks like a page the app has hydrated, with
 * `<html data-js>` (which shows the controls that need JavaScript) and a matchMedia (jsdom has none) that
 * answers every query with no; after each, the rendered tree and both are gone.
 */
export function simulateRunningApp(): void {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    document.documentElement.setAttribute('data-js', '');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-js');
  });
}
