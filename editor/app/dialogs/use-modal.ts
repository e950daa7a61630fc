import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal once mounted; when it goes, the focus goes back to what opened it. Escape
 * closes it through React (see dialogClosing, spread on the dialog).
 */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    dialog.current?.showModal();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return dialog;
}
