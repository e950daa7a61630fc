import { useEffect, useId, useMemo, useState } from 'react';
import type { SitePicture } from '#editor/shared/pictures';
import { api } from '../api/editor-api';
import { useModal } from '../dialogs/use-modal';
import { dialogClosing } from '../dialogs/dialog-closing';
import { describeUses } from './describe-uses';
import './media.css';

interface MediaDialogProps {
  /** Where a picture chosen goes (the field the dialog was opened from); without it the dialog only lists and deletes. */
  onChoose?: (path: string) => void;
  /** The site's files after a picture was deleted, for the pickers. */
  onAssetsChanged: (assets: string[]) => void;
  onClose: () => void;
}

const kilobytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The site's pictures: each with a thumbnail, its address and size, and where it is shown; a search by name
 * or by page; Use this picture for the field it was opened from; Delete (it asks first) for one nothing shows.
 * A modal dialog: Escape closes it and the focus goes back to what opened it.
 */
export function MediaDialog({ onChoose, onAssetsChanged, onClose }: MediaDialogProps) {
  const dialog = useModal();
  const id = useId();
  const [pictures, setPictures] = useState<SitePicture[] | undefined>();
  const [search, setSearch] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();

  useEffect(() => {
    api.pictures().then(
      (answer) => setPictures(answer.pictures),
      (error: Error) => setMessage({ ok: false, text: error.message }),
    );
  }, []);

  const shown = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return (pictures ?? []).filter((picture) => {
      const text = `${picture.path} ${picture.usedBy.join(' ')}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [pictures, search]);

  const remove = async (picture: SitePicture) => {
    if (!window.confirm(`Delete the picture ${picture.path}? No page shows it; it is removed from the site's files.`))
      return;
    try {
      const { done, assets } = await api.deletePicture(picture.path);
      setPictures((list) => list?.filter((other) => other.path !== picture.path));
      onAssetsChanged(assets);
      setMessage({ ok: true, text: `${done}.` });
    } catch (error) {
      setMessage({ ok: false, text: (error as Error).message });
    }
  };

  return (
    <dialog
      ref={dialog}
      className="dialog dialog--wide media"
      aria-labelledby={`${id}-title`}
      {...dialogClosing(onClose)}
    >
      <div className="media__head">
        <h2 id={`${id}-title`}>Pictures of the site</h2>
        <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <label htmlFor={`${id}-search`}>Search by name or page</label>
      <input
        id={`${id}-search`}
        className="input"
        type="search"
        value={search}
        placeholder="logo, /about…"
        onChange={(event) => setSearch(event.target.value)}
      />
      <p className="muted media__count" role="status">
        {pictures === undefined
          ? 'Reading the pictures…'
          : `${shown.length} of ${pictures.length} picture${pictures.length === 1 ? '' : 's'}`}
      </p>
      {message ? (
        <p className={`notice ${message.ok ? 'notice--ok' : 'notice--error'}`} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
      <ul className="media__list">
        {shown.map((picture, index) => {
          const nameId = `${id}-name-${index}`;
          return (
            <li key={picture.path} className="media__item">
              <img className="media__thumb" src={`./public${picture.path}`} alt="" loading="lazy" />
              <div className="media__about">
                <p id={nameId} className="media__name">
                  {picture.path}
                </p>
                <p className="media__meta">
                  {kilobytes(picture.bytes)} · {describeUses(picture.usedBy)}
                </p>
                {picture.usedBy.length > 0 ? <p className="media__meta">{picture.usedBy.join(', ')}</p> : null}
              </div>
              <div className="media__actions">
                {onChoose ? (
                  <button
                    type="button"
                    className="button button--primary"
                    aria-describedby={nameId}
                    onClick={() => {
                      onChoose(picture.path);
                      dialog.current?.close();
                    }}
                  >
                    Use this picture
                  </button>
                ) : null}
                {picture.usedBy.length === 0 ? (
                  <button
                    type="button"
                    className="button button--danger"
                    aria-describedby={nameId}
                    onClick={() => void remove(picture)}
                  >
                    Delete
                  </button>
                ) : (
                  <p className="media__meta">In use: it cannot be deleted</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </dialog>
  );
}
