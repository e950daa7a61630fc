import { useState, type FormEvent } from 'react';
import { api, type Outline, type Schemas } from '../api/editor-api';
import { DialogActions } from './dialog-actions';
import { dialogClosing } from '../dialogs/dialog-closing';
import { useModal } from '../dialogs/use-modal';

interface NewPageDialogProps {
  outline: Outline;
  schemas: Schemas;
  onClose: () => void;
  onCreated: (path: string, done: string[]) => void;
}

/** lower-case words joined by dashes, as a route path's part. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SECTION_OF: Record<string, string> = {
  solution: '/solutions/',
  service: '/services/',
  'case-study': '/case-study/',
};

/** A labelled choice of `options` (a template, a menu, an icon), with `empty` first when choosing none is allowed. */
function OptionSelect(props: {
  id: string;
  label: string;
  value: string;
  options: string[];
  empty?: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} className="input" value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.empty === undefined ? null : <option value="">{props.empty}</option>}
        {props.options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </>
  );
}

/** A new page from one of npm run new-page's templates, in a header menu and the solutions list if wanted. */
export function NewPageDialog({ outline, schemas, onClose, onCreated }: NewPageDialogProps) {
  const dialog = useModal();
  const [title, setTitle] = useState('');
  const [template, setTemplate] = useState('solution');
  const [path, setPath] = useState('');
  const [pathEdited, setPathEdited] = useState(false);
  // The Solutions menu when it can take one more page; the shipped menus have the spec's counts, so none.
  const [menu, setMenu] = useState(outline.menus.includes('Solutions') ? 'Solutions' : '');
  const [listed, setListed] = useState(true);
  const [summary, setSummary] = useState('');
  const [icon, setIcon] = useState('sparkles');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const icons = ((schemas.route.definitions as Record<string, { enum?: string[] }>).icon?.enum ?? []).slice().sort();

  const shownPath = pathEdited ? path : title ? `${SECTION_OF[template] ?? '/'}${slugify(title)}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await api.newPage({
        path: shownPath,
        title: title.trim(),
        template,
        nav: menu || undefined,
        solution: template === 'solution' && listed ? { summary: summary.trim(), icon } : undefined,
      });
      onCreated(shownPath, answer.done);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="new-page-title" {...dialogClosing(onClose)}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id="new-page-title">New page</h2>
        <p className="muted">
          Made from a template laid out like the site’s pages of that kind. You change its texts next.
        </p>
        <div className="field">
          <label htmlFor="new-page-name">Page title</label>
          <input
            id="new-page-name"
            className="input"
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="field">
          <OptionSelect
            id="new-page-template"
            label="Template"
            value={template}
            options={outline.templates}
            onChange={setTemplate}
          />
        </div>
        <div className="field">
          <label htmlFor="new-page-path">Address (path)</label>
          <input
            id="new-page-path"
            className="input"
            required
            value={shownPath}
            onChange={(e) => {
              setPathEdited(true);
              setPath(e.target.value);
            }}
            aria-describedby="new-page-path-help"
          />
          <p id="new-page-path-help" className="field__help">
            Starts with /, lower-case words joined by dashes, e.g. /solutions/quantum-readiness.
          </p>
        </div>
        <div className="field">
          <OptionSelect
            id="new-page-menu"
            label="Header menu"
            value={menu}
            options={outline.menus}
            empty="— not in a menu —"
            onChange={setMenu}
          />
        </div>
        {template === 'solution' ? (
          <fieldset className="field">
            <legend>Solutions list</legend>
            <label className="checkbox">
              <input type="checkbox" checked={listed} onChange={(e) => setListed(e.target.checked)} /> Show it in
              “Explore Our Other Solutions” on every solution page
            </label>
            {listed ? (
              <>
                <label htmlFor="new-page-summary">One-line summary for its card</label>
                <input
                  id="new-page-summary"
                  className="input"
                  required
                  value={summary}
                  onChange={(e) => setSummary(e.target.value)}
                />
                <OptionSelect id="new-page-icon" label="Icon" value={icon} options={icons} onChange={setIcon} />
              </>
            ) : null}
          </fieldset>
        ) : null}
        <DialogActions
          error={error}
          busy={busy}
          submitLabel="Create page"
          busyLabel="Creating…"
          onCancel={() => dialog.current?.close()}
        />
      </form>
    </dialog>
  );
}
