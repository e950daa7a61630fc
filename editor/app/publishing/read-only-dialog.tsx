import { useId, type ReactNode } from 'react';
import { useModal } from '../dialogs/use-modal';
import { dialogClosing } from '../dialogs/dialog-closing';

interface ReadOnlyDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A wide modal dialog that shows something and is left by its Close button (or Escape). */
export function ReadOnlyDialog({ title, onClose, children }: ReadOnlyDialogProps) {
  const dialog = useModal();
  const id = useId();
  return (
    <dialog ref={dialog} className="dialog dialog--wide" aria-labelledby={`${id}-title`} {...dialogClosing(onClose)}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
