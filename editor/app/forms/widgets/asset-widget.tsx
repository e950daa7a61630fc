import type { WidgetProps } from '@rjsf/utils';
import { useContext, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import type { StoredPicture } from '#editor/shared/pictures';
import { MediaDialog } from '#editor/app/media/media-dialog';
import { uploadPictureFile } from '#editor/app/media/upload-picture-file';
import { readFormContext } from '../form-context';
import { GroupContext, type Group } from '../group-context';
import { ListedInput } from './listed-input';

/** What the file chooser offers: the kinds the server takes (it checks the content, whatever the name). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/gif,image/svg+xml,.svg';

/** The folder of public/images/ a new picture goes in: the one of the picture it replaces, else uploads/. */
const folderOf = (value: string) => /^\/images\/([a-z0-9-]+)\//.exec(value)?.[1] ?? 'uploads';

type Status = { kind: 'busy' | 'done' | 'refused'; text: string } | undefined;

/**
 * A picture put into a group's src: its size beside it follows the picture's proportions at the width the
 * group already says (or the picture's own, up to 1200), and its alt text is asked for. Says what it did.
 */
function placeInGroup(group: Group, stored: StoredPicture): string {
  const fields: Record<string, unknown> = { src: stored.path };
  if (stored.width && stored.height && group.keys.includes('width') && group.keys.includes('height')) {
    const width = typeof group.value.width === 'number' ? group.value.width : Math.min(stored.width, 1200);
    fields.width = width;
    fields.height = Math.max(1, Math.round((width * stored.height) / stored.width));
  }
  group.change(fields);
  if (!group.keys.includes('alt')) return '';
  // After the form has drawn the new value: the person is taken to the alt text with its old words selected.
  setTimeout(() => {
    const alt = group.findInput('alt');
    if (alt instanceof HTMLInputElement || alt instanceof HTMLTextAreaElement) alt.select();
    alt?.focus();
  });
  return ' Now say in Alt what it shows, for people who cannot see it.';
}

/**
 * A file in public/: typed or picked from the site's files, chosen from the media library, or a new picture
 * chosen from the computer, dropped on the field or pasted into it (stored in public/images/ and listed at
 * once); with a preview of a picture.
 */
export function AssetWidget(props: WidgetProps) {
  const { assets, onAssetsChanged } = readFormContext(props);
  const group = useContext(GroupContext);
  const value = (props.value as string | undefined) ?? '';
  const fileInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>();
  const [dragging, setDragging] = useState(false);
  const [library, setLibrary] = useState(false);

  const take = async (file: File) => {
    setStatus({ kind: 'busy', text: `Adding ${file.name}…` });
    try {
      const stored = await uploadPictureFile(file, folderOf(value));
      onAssetsChanged(stored.assets);
      let asked = '';
      if (group && props.name === 'src') asked = placeInGroup(group, stored);
      else props.onChange(stored.path);
      setStatus({ kind: 'done', text: `Added ${stored.path}.${asked}` });
    } catch (error) {
      setStatus({ kind: 'refused', text: (error as Error).message });
    }
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void take(file);
  };
  const pasted = (event: ClipboardEvent) => {
    const file = event.clipboardData.files[0];
    if (!file) return;
    event.preventDefault();
    void take(file);
  };
  const disabled = props.disabled || props.readonly;

  return (
    <div
      className={`asset${dragging ? ' asset--dragging' : ''}`}
      onDragOver={(event) => {
        if (disabled || !event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={disabled ? undefined : dropped}
      onPaste={disabled ? undefined : pasted}
    >
      <div className="asset__value">
        <ListedInput props={props} options={assets} placeholder="/images/…" />
        {assets.includes(value) && /\.(svg|png|jpe?g|webp|avif|gif)$/.test(value) ? (
          <img className="asset__preview" src={`./public${value}`} alt="" />
        ) : null}
      </div>
      <div className="asset__actions">
        <button
          type="button"
          className="button"
          disabled={disabled || status?.kind === 'busy'}
          onClick={() => fileInput.current?.click()}
        >
          Upload a picture…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void take(file);
          }}
        />
        <button type="button" className="button" disabled={disabled} onClick={() => setLibrary(true)}>
          Media library…
        </button>
        <span className="asset__hint">or drop or paste a picture here</span>
      </div>
      {status ? (
        <p
          className={`asset__status asset__status--${status.kind}`}
          role={status.kind === 'refused' ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      ) : null}
      {library ? (
        <MediaDialog
          onChoose={(path) => props.onChange(path)}
          onAssetsChanged={onAssetsChanged}
          onClose={() => setLibrary(false)}
        />
      ) : null}
    </div>
  );
}
