import { useEffect } from 'react';

/**
 * While `dirty`, reloading, closing the tab or going back out of the editor asks first (the browser's own
 * question: a page may not word it). The unsaved changes are kept in the browser in any case.
 */
export function useUnloadGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
