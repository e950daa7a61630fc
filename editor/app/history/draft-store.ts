/**
 * What unsaved changes are to, by the names that stay when pages or entries are added before it in its file
 * (a place's index does not): a page by its saved address, an entry by its collection and id.
 */
export interface DraftSubject {
  file: string;
  name: string;
  collection?: string;
}

/** Unsaved changes to one page or entry, as the browser keeps them. */
export interface StoredDraft<T> {
  subject: DraftSubject;
  /** What it is called on screen ("Page /contact"), for offering it back before it is open. */
  heading: string;
  state: T;
  /** The file's version the changes were made on: if it differs now, the file was changed since. */
  version: string;
  /** When the changes were kept, in milliseconds since 1970. */
  savedAt: number;
}

const PREFIX = 'site-editor:unsaved:';

/**
 * Unsaved changes kept in the browser's localStorage as the person types, one entry per page or entry of a
 * file (two pages of site.yaml are two entries), so that a crash, a closed tab or a stopped server loses nothing.
 * `scope` keeps apart the editors of one browser: `npm run edit` and /admin/, one person's and another's.
 * The storage may be full or turned off: then nothing is kept, and leaving the page still asks first.
 */
export function createDraftStore<T>(scope: string, storage: Storage | undefined = globalThis.localStorage) {
  const prefix = `${PREFIX}${scope}:`;
  const keyOf = (subject: DraftSubject) =>
    `${prefix}${JSON.stringify([subject.file, subject.collection ?? '', subject.name])}`;
  const parse = (text: string | null): StoredDraft<T> | undefined => {
    try {
      return text ? (JSON.parse(text) as StoredDraft<T>) : undefined;
    } catch {
      return undefined;
    }
  };
  const attempt = (action: () => void) => {
    try {
      action();
    } catch {
      // Full or refused: see above.
    }
  };
  return {
    /** Every page and entry with unsaved changes kept, the oldest first. */
    list(): Array<StoredDraft<T>> {
      if (!storage) return [];
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
        (key): key is string => key !== null && key.startsWith(prefix),
      );
      return keys
        .map((key) => parse(storage.getItem(key)))
        .filter((draft): draft is StoredDraft<T> => draft !== undefined)
        .sort((a, b) => a.savedAt - b.savedAt);
    },
    read: (subject: DraftSubject) => parse(storage?.getItem(keyOf(subject)) ?? null),
    write: (draft: StoredDraft<T>) => attempt(() => storage?.setItem(keyOf(draft.subject), JSON.stringify(draft))),
    remove: (subject: DraftSubject) => attempt(() => storage?.removeItem(keyOf(subject))),
  };
}

export type DraftStore<T> = ReturnType<typeof createDraftStore<T>>;
