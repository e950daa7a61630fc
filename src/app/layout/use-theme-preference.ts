import { useCallback, useEffect, useState } from 'react';

export type ThemeName = 'light' | 'dark';

/** The stored key, as the spec names it: "dark", "light", or empty for the system's preference. */
export const THEME_STORAGE_KEY = 'theme';

const systemQuery = '(prefers-color-scheme: dark)';

/** Told when a switch changes the theme, so the page's other switch (the header's or the menu's) follows. */
const CHANGE_EVENT = 'site-theme-change';

function readStored(): ThemeName | '' {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : '';
  } catch {
    return '';
  }
}

function resolveTheme(stored: ThemeName | ''): ThemeName {
  return stored || (matchMedia(systemQuery).matches ? 'dark' : 'light');
}

/** Stores a choice of theme and applies it, as a switch does: every switch on the page follows. */
export function chooseTheme(next: ThemeName): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private mode without storage: the choice holds for this page view.
  }
  document.documentElement.dataset.theme = next;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * The theme in force. The inline script in index.html applies it before the first paint (no flash);
 * this hook keeps it in step with the choice and, while none is stored, with the system's live changes.
 */
export function useThemePreference(): { theme: ThemeName | undefined; setTheme: (theme: ThemeName) => void } {
  // Unknown until mounted: the prerendered HTML cannot know the visitor's theme.
  const [theme, setThemeState] = useState<ThemeName>();

  useEffect(() => {
    const apply = () => {
      const next = resolveTheme(readStored());
      document.documentElement.dataset.theme = next;
      setThemeState(next);
    };
    apply();
    const media = matchMedia(systemQuery);
    const onSystemChange = () => {
      if (!readStored()) apply();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) apply();
    };
    media.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    window.addEventListener(CHANGE_EVENT, apply);
    return () => {
      media.removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CHANGE_EVENT, apply);
    };
  }, []);

  const setTheme = useCallback((next: ThemeName) => {
    chooseTheme(next);
    setThemeState(next);
  }, []);

  return { theme, setTheme };
}
