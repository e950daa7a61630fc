/** The visitor's answer to the consent banner, as stored in the browser. */
export type ConsentChoice = 'accepted' | 'rejected';

const STORAGE_KEY = 'third-party-consent';
const CHANGE_EVENT = 'third-party-consent-change';

/** The choice made on this page, for browsers that refuse storage (some private modes). */
let remembered: ConsentChoice | null = null;

/** The stored choice, or null when the visitor has not answered (or storage is unavailable). */
export function readConsent(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return remembered;
  }
}

/** Stores the choice and tells every part of the page that reads it (the banner, the chat, the schedulers). */
export function storeConsent(choice: ConsentChoice): void {
  remembered = choice;
  try {
    localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice still holds for this page (remembered above).
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CHANGE_EVENT, { detail: choice }));
}

/** Calls `listener` when the choice changes, on this page or in another tab; returns the unsubscribe. */
export function subscribeConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
