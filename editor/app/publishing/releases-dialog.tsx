import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/editor-api';
import type { ReleaseSummary } from '#editor/shared/publishing';
import { ReadOnlyDialog } from './read-only-dialog';

/** A release's time in the reader's own words and zone, e.g. "28 Nov 2026, 14:03". */
export const showTime = (iso: string) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'unknown time';

/**
 * The last releases of the site, newest first, the live one marked; Roll back makes an earlier one live at
 * once (asked first), and is recorded in the activity log.
 */
export function ReleasesDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const [releases, setReleases] = useState<ReleaseSummary[] | undefined>();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();
  const [busy, setBusy] = useState<string | undefined>();

  const read = useCallback(
    () =>
      api.releases().then(
        (answer) => setReleases(answer.releases),
        (error: Error) => setMessage({ ok: false, text: error.message }),
      ),
    [],
  );
  useEffect(() => void read(), [read]);

  const rollBack = async (release: ReleaseSummary) => {
    if (!window.confirm(`Make the version of ${showTime(release.createdAt)} live again for every visitor?`)) return;
    setBusy(release.id);
    try {
      await api.rollback(release.id);
      setMessage({ ok: true, text: `Live again: the version of ${showTime(release.createdAt)}.` });
      onChanged();
      await read();
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <ReadOnlyDialog title="Releases" onClose={onClose}>
      <p className="muted">Each publish makes a release. The last ten are kept; rolling back takes effect at once.</p>
      {message ? (
        <p className={`notice ${message.ok ? 'notice--ok' : 'notice--error'}`} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      {releases === undefined ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Reading the releases…
        </p>
      ) : releases.length === 0 ? (
        <p>Nothing has been published from the editor yet.</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">By</th>
              <th scope="col">Pages changed</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {releases.map((release) => (
              <tr key={release.id} aria-current={release.current ? 'true' : undefined}>
                <td>{showTime(release.createdAt)}</td>
                <td>{release.author ?? '—'}</td>
                <td>{release.changedPages?.length ?? '—'}</td>
                <td>
                  {release.current ? (
                    <strong>Live now</strong>
                  ) : (
                    <button
                      type="button"
                      className="button"
                      disabled={busy !== undefined}
                      onClick={() => void rollBack(release)}
                    >
                      {busy === release.id ? 'Rolling back…' : 'Roll back to this'}
                      <span className="visually-hidden"> ({showTime(release.createdAt)})</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ReadOnlyDialog>
  );
}
