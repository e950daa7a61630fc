import { vi } from 'vitest';

/** jsdom has no matchMedia: this one answers every query with `matches` and never changes. */
export function stubMatchMedia(matches = false): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
