import { useState } from 'react';
import type { Session } from '#editor/shared/publishing';
import { ActivityDialog } from './activity-dialog';
import { PublishDialog } from './publish-dialog';
import { ReleasesDialog } from './releases-dialog';

interface AccountBarProps {
  session: Session;
  /** Errors in the draft: it cannot be published until they are fixed. */
  errors: number;
  /** After a publish, a rollback or a merge: the outline is read again. */
  onChanged: () => void;
}

type Open = 'publish' | 'releases' | 'activity' | undefined;

/**
 * On the site's server: who is signed in, Publish, Releases and Activity for a publisher, and Sign out (here
 * or everywhere). On a developer's computer (npm run edit) nothing: there is no account, and the files are
 * published by building them.
 */
export function AccountBar({ session, errors, onChanged }: AccountBarProps) {
  const [open, setOpen] = useState<Open>();
  if (session.mode === 'local') return null;
  const publisher = session.role === 'publisher';
  return (
    <div className="account">
      {publisher ? (
        <>
          <button type="button" className="button button--primary" onClick={() => setOpen('publish')}>
            Publish…
          </button>
          <button type="button" className="button" onClick={() => setOpen('releases')}>
            Releases
          </button>
          <button type="button" className="button" onClick={() => setOpen('activity')}>
            Activity
          </button>
        </>
      ) : (
        <p className="account__hint">Your saves stay in your draft until a publisher publishes them.</p>
      )}
      <details className="account__menu">
        <summary className="button button--ghost">
          <span className="visually-hidden">Signed in as </span>
          {session.email}
        </summary>
        <div className="account__panel">
          <p className="muted">{publisher ? 'Publisher: edits and publishes' : 'Editor: edits drafts'}</p>
          <form method="post" action="sign-out">
            <button type="submit" className="button">
              Sign out
            </button>
          </form>
          <form method="post" action="sign-out-everywhere">
            <button type="submit" className="button button--ghost">
              Sign out everywhere
            </button>
          </form>
        </div>
      </details>
      {open === 'publish' ? (
        <PublishDialog errors={errors} onClose={() => setOpen(undefined)} onChanged={onChanged} />
      ) : null}
      {open === 'releases' ? <ReleasesDialog onClose={() => setOpen(undefined)} onChanged={onChanged} /> : null}
      {open === 'activity' ? <ActivityDialog onClose={() => setOpen(undefined)} /> : null}
    </div>
  );
}
