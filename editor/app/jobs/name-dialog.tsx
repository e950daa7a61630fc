import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DialogActions } from './dialog-actions';
import { dialogClosing } from '../dialogs/dialog-closing';
import { useModal } from '../dialogs/use-modal';

interface NameDialogProps {
  title: string;
  /** What the dialog does, said under its title. */
  intro: string;
  label: string;
  /** The rule the name follows, with an example. */
  help: string;
  initial: string;
  submitLabel: string;
  /** Does the job; a refusal's message is shown in the dialog, which stays open to correct the name. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}

/** A modal asking for one name (a new entry's id, a copied page's path): Enter does it, Escape cancels. */
export function NameDialog(props: NameDialogProps) {
  const { onClose } = props;
  // Closed without a result, the focus goes back to the button that opened it.
  const dialog = useModal();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  // Once shown (useModal's effect runs first): the name proposed, selected to be typed over.
  useEffect(() => input.current?.select(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await props.onSubmit(name.trim());
    } catch (failure) {
      setError(`${(failure as Error).message}.`);
      setBusy(false);
      input.current?.focus();
    }
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={`${id}-title`} {...dialogClosing(onClose)}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`}>{props.title}</h2>
        <p className="muted">{props.intro}</p>
        <div className="field">
          <label htmlFor={`${id}-name`}>{props.label}</label>
          <input
            ref={input}
            id={`${id}-name`}
            className="input"
            required
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setName(event.target.value)}
          />
          <p id={`${id}-help`} className="field__help">
            {props.help}
          </p>
        </div>
        <DialogActions
          error={error}
          errorId={`${id}-error`}
          busy={busy}
          submitLabel={props.submitLabel}
          busyLabel="Working…"
          onCancel={() => dialog.current?.close()}
        />
      </form>
    </dialog>
  );
}
