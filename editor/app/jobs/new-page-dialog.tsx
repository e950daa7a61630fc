import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, type Outline, type Schemas } from '../api/editor-api';

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

/** A new page from one of npm run new-page's templates, in a header menu and the solutions list if wanted. */
export function NewPageDialog({ outline, schemas, onClose, onCreated }: NewPageDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [title, setTitle] = useState('');
  const [template, setTemplate] = useState('solution');
  const [path, setPath] = useState('');
  const [pathEdited, setPathEdited] = useState(false);
  const [menu, setMenu] = useState('Solutions');
  const [listed, setListed] = useState(true);
  const [summary, setSummary] = useState('');
  const [icon, setIcon] = useState('sparkles');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const icons = ((schemas.route.definitions as Record<string, { enum?: string[] }>).icon?.enum ?? []).slice().sort();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
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
    <dialog ref={dialog} className="dialog" aria-labelledby="new-page-title" onClose={onClose}>
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
          <label htmlFor="new-page-template">Template</label>
          <select
            id="new-page-template"
            className="input"
            value={template}
            onChange={(e) => setTemplate(e.target.value)}
          >
            {outline.templates.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
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
          <label htmlFor="new-page-menu">Header menu</label>
          <select id="new-page-menu" className="input" value={menu} onChange={(e) => setMenu(e.target.value)}>
            <option value="">— not in a menu —</option>
            {outline.menus.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
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
                <label htmlFor="new-page-icon">Icon</label>
                <select id="new-page-icon" className="input" value={icon} onChange={(e) => setIcon(e.target.value)}>
                  {icons.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
          </fieldset>
        ) : null}
        {error ? (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Creating…' : 'Create page'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
