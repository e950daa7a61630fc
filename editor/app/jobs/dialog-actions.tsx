export interface DialogActionsProps {
  /** Why the last try was refused, said where the buttons are. */
  error?: string;
  /** The error's id, when a field names it in its aria-describedby. */
  errorId?: string;
  busy: boolean;
  submitLabel: string;
  /** What the submit button says while the job runs, e.g. "Creating…". */
  busyLabel: string;
  onCancel: () => void;
}

/** The foot of a job's dialog: the refusal, if any, then Cancel and the submit button. */
export function DialogActions({ error, errorId, busy, submitLabel, busyLabel, onCancel }: DialogActionsProps) {
  return (
    <>
      {error ? (
        <p id={errorId} className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
