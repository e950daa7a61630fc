import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { preloadWhenIdle } from '../idle/preload-when-idle';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Shown at the top and names the dialog for screen readers. */
  title: string;
  /** Keep the title for screen readers only (the mobile menu, whose toggle already says what it is). */
  hideTitle?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
  /** Any CSS length, smaller than the spec's: a dialog is never wider than 600 px nor higher than 90 % of the viewport. */
  maxWidth?: string;
  maxHeight?: string;
  /** `center`: a card over a dimmed page; `sheet`: full width under the header (the mobile menu). */
  placement?: 'center' | 'sheet';
  children: ReactNode;
}

const loadModalDialog = () => import('./modal-dialog');
const ModalDialog = lazy(loadModalDialog);
preloadWhenIdle(loadModalDialog);

/**
 * A modal dialog (the browser's <dialog>): labelled by its title, focus kept inside, Escape and the close button
 * close it, focus goes back to what opened it, the page behind does not scroll. Its code stays out of the page's first load: it loads once the page is idle after hydration, or on the
 * first open if that comes sooner, so the first tap does not wait for the network.
 */
export function Dialog(props: DialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  // Focus goes back to the opener here as well as in the browser's <dialog>, whose record of it is taken
  // when its code mounts (after the lazy load on a first open, focus may have moved). A frame later, so
  // the dialog has stopped being modal; and only if focus is still in the closing dialog or nowhere (a
  // navigation may have moved it on purpose).
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (!props.open) return undefined;
    opener.current = document.activeElement;
    return () => {
      const element = opener.current;
      opener.current = null;
      requestAnimationFrame(() => {
        const current = document.activeElement;
        const lost = !current || current === document.body || current.closest('dialog');
        if (lost && element instanceof HTMLElement && element.isConnected) element.focus({ preventScroll: true });
      });
    };
  }, [props.open]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
