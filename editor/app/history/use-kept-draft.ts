import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftStore, DraftSubject, StoredDraft } from './draft-store';
import { sameSubject } from './same-subject';

interface KeptDraftOptions<T> {
  drafts: DraftStore<T>;
  /** What is open, once its file is read. */
  subject: DraftSubject | undefined;
  heading: string;
  /** The open file's version. */
  version: string | undefined;
  /** The page as the person has it, and whether that differs from what is saved. */
  present: T | undefined;
  dirty: boolean;
  /** The person chose Restore before the page was open: the kept changes come back as it opens. */
  restoreAtOnce: boolean;
  /** Puts kept changes back (as a step of the history: undo takes them away again). */
  restore: (state: T) => void;
  /** The kept changes were restored or discarded: nothing is left to offer for this page. */
  onHandled: (subject: DraftSubject) => void;
}

/**
 * Keeps the open page's unsaved changes in the browser as the person types, forgets them once saved or
 * undone, and offers back changes kept from before (a crash, a closed tab): until the person restores or
 * discards those, nothing new is written over them.
 */
export function useKeptDraft<T>(options: KeptDraftOptions<T>) {
  const { drafts, subject, heading, version, present, dirty, restoreAtOnce } = options;
  const [offer, setOffer] = useState<StoredDraft<T> | undefined>();
  const checked = useRef(false);
  /** Where the changes were last kept: a page saved with a new address is kept under that one next. */
  const keptAs = useRef<DraftSubject | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!subject || present === undefined || version === undefined) return;
    if (!checked.current) {
      checked.current = true;
      const found = drafts.read(subject);
      if (found && JSON.stringify(found.state) !== JSON.stringify(present)) {
        if (restoreAtOnce) {
          latest.current.restore(found.state);
          latest.current.onHandled(subject);
        } else setOffer(found);
        return;
      }
    }
    if (offer) return;
    if (keptAs.current && !sameSubject(keptAs.current, subject)) drafts.remove(keptAs.current);
    keptAs.current = subject;
    if (dirty) drafts.write({ subject, heading, state: present, version, savedAt: Date.now() });
    else drafts.remove(subject);
  }, [drafts, subject, heading, version, present, dirty, restoreAtOnce, offer]);

  const restore = useCallback(() => {
    if (!offer) return;
    latest.current.restore(offer.state);
    setOffer(undefined);
    latest.current.onHandled(offer.subject);
  }, [offer]);

  const discard = useCallback(() => {
    if (!offer) return;
    drafts.remove(offer.subject);
    setOffer(undefined);
    latest.current.onHandled(offer.subject);
  }, [offer, drafts]);

  return { offer, restore, discard };
}
