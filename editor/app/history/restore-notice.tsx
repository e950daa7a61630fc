import { useId } from 'react';

interface RestoreNoticeProps {
  /** When the changes were kept, in milliseconds since 1970. */
  savedAt: number;
  /** The place the changes are to, when it is not the one open ("Page /contact"). */
  where?: string;
  /** The file the changes are in. */
  file: string;
  /**
   * The file was changed since the changes were kept: restoring puts back the page (the form's changes) or
   * the whole file (the YAML view's) as the person had it.
   */
  changedSince?: 'page' | 'file';
  /** Missing when the page or entry is no longer in its file: there is nothing to restore them to. */
  onRestore?: () => void;
  onDiscard: () => void;
}

/** Unsaved changes found in the browser (after a crash, a closed tab, a stopped server), offered back. */
export function RestoreNotice({ savedAt, where, file, changedSince, onRestore, onDiscard }: RestoreNoticeProps) {
  const id = useId();
  const time = new Date(savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="notice notice--warning notice--stacked" role="status">
      <p id={id}>
        You have unsaved changes from {time}
        {where ? ` on ${where}` : ''}
        {onRestore ? '' : `, which is no longer in ${file}`}.
        {changedSince
          ? ` ${file} was changed since then: restoring puts back ${changedSince === 'page' ? 'this page' : 'the whole file'} as you had it.`
          : ''}
      </p>
      <div className="notice__actions">
        {onRestore ? (
          <button type="button" className="button" aria-describedby={id} onClick={onRestore}>
            Restore
          </button>
        ) : null}
        <button type="button" className="button button--ghost" aria-describedby={id} onClick={onDiscard}>
          Discard
        </button>
      </div>
    </div>
  );
}
