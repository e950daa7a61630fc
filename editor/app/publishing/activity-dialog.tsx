import { useEffect, useState } from 'react';
import { api } from '../api/editor-api';
import type { AuditEntry } from '#editor/shared/publishing';
import { showTime } from './releases-dialog';
import { ReadOnlyDialog } from './read-only-dialog';

/** The audit log for publishers: who signed in, saved, published and rolled back, when, and what. */
export function ActivityDialog({ onClose }: { onClose: () => void }) {
  const [entries, setEntries] = useState<AuditEntry[] | undefined>();
  const [failure, setFailure] = useState('');
  useEffect(() => {
    api.log().then(
      (answer) => setEntries(answer.entries),
      (error: Error) => setFailure(error.message),
    );
  }, []);
  return (
    <ReadOnlyDialog title="Activity" onClose={onClose}>
      {failure ? (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      ) : entries === undefined ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Reading the activity…
        </p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, index) => (
              <tr key={index}>
                <td>{showTime(new Date(entry.at).toISOString())}</td>
                <td>{entry.who}</td>
                <td>
                  {entry.action}
                  {entry.detail ? `: ${entry.detail}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ReadOnlyDialog>
  );
}
