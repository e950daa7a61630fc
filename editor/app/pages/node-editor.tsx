import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { labelField } from '#site/fields/label-field';
import { getAt } from '#site/yaml/get-at';
import {
  api,
  ApiError,
  type Created,
  type DataPath,
  type EditorProblem,
  type OpenFile,
  type Place,
  type Schemas,
} from '../api/editor-api';
import type { FormContext } from '../forms/form-context';
import { SchemaForm } from '../forms/schema-form';
import { toErrorSchema } from '../forms/to-error-schema';
import type { DraftStore, DraftSubject } from '../history/draft-store';
import { findTypedPath } from '../history/find-typed-path';
import { RestoreNotice } from '../history/restore-notice';
import { UndoButtons } from '../history/undo-buttons';
import { useEditHistory } from '../history/use-edit-history';
import { useKeptDraft } from '../history/use-kept-draft';
import { useUndoKeys } from '../history/use-undo-keys';
import { useUnloadGuard } from '../history/use-unload-guard';
import { NameDialog } from '../jobs/name-dialog';
import { ProblemList } from '../layout/problem-list';
import { BlockList } from './block-list';
import { focusField, listFieldIds } from './focus-field';
import { PagePreview } from './page-preview';
import { YamlView } from './yaml-view';

type Value = Record<string, unknown>;

/** The page as the person has it: its value, and the file's whole text while the YAML view is open. */
export interface PageState {
  value: Value;
  text?: string;
}

interface NodeEditorProps {
  place: Place;
  /** What is edited, said in the heading: "Page /contact" or "Case studies entry rotana". */
  heading: string;
  kind: 'page' | 'entry';
  schemas: Schemas;
  /** The entry's collection, for an entry. */
  collection?: string;
  /** The page's path, for deleting it. */
  path?: string;
  /** The address of the page it shows (a made page's, for an entry), for the preview. */
  previewPath?: string;
  /** The preview page's address. */
  previewBase: string;
  /** On the site's server (/admin/): a problem stops a publish, and the person never sees npm. */
  onServer?: boolean;
  context: FormContext;
  /** Move the focus to the heading once open: the person arrives here from a dialog. */
  focusOnOpen?: boolean;
  /** After a save or a delete: the lists and the site's problems are read again. */
  onSaved: () => void;
  /** After a delete, with a sentence saying what went. */
  onDeleted: (done: string) => void;
  /** After a copy was made: it opens. */
  onCreated: (created: Created) => void;
  /** Unsaved changes kept in the browser, offered back after a crash or a closed tab. */
  drafts: DraftStore<PageState>;
  /** The person chose Restore before this opened: the changes kept for it come back at once. */
  restore?: boolean;
  /** The changes kept for this were restored or discarded. */
  onDraftHandled: (subject: DraftSubject) => void;
  /** Whether there are unsaved changes (leaving then asks first), and under what they are kept. */
  onDirty: (dirty: boolean, subject: DraftSubject | undefined) => void;
  /** The site's problems as the check finds them with what is on screen; undefined once closed. */
  onProblems?: (problems: EditorProblem[] | undefined) => void;
  /** A field to go to once open (a problem chosen in the site's list); a new object each time. */
  reveal?: { at: DataPath };
}

type Status =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'saving' }
  | { kind: 'saved'; problems: number; placeholders: number; moved?: Moved }
  /** Saved with a new address while other places still link to the old one. */
  | { kind: 'relinked'; done: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'error'; message: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How long after the last change the check runs again: soon enough that a fixed field's mark goes as you look. */
const CHECK_AFTER_MS = 250;

/** One page (its fields and blocks) or one collection entry, as forms; saved into its own lines of its file. */
export function NodeEditor(props: NodeEditorProps) {
  const { place, schemas, context, kind } = props;
  const [file, setFile] = useState<OpenFile | undefined>();
  /** One history for the form and the YAML view: undo goes back to the view the change was made in. */
  const history = useEditHistory<PageState>();
  const value = history.present?.value;
  /** The file's text in the YAML view, with its unsaved changes; undefined while the form is shown. */
  const text = history.present?.text;
  const shown = useRef(history.present);
  shown.current = history.present;
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [previewing, setPreviewing] = useState(false);
  const [copying, setCopying] = useState(false);
  /** The block the person is working in, which the preview follows; and one clicked there, which opens. */
  const [editedBlock, setEditedBlock] = useState<number>();
  const [revealed, setRevealed] = useState<{ index: number; field?: DataPath }>();
  /** The spot of a problem the person asked to see in the YAML view. */
  const [shownSpot, setShownSpot] = useState<{ line: number; col: number }>();
  const heading = useRef<HTMLHeadingElement>(null);
  const area = useRef<HTMLElement>(null);
  const saved = useMemo(() => (file ? (getAt(file.data, place.at) as Value | undefined) : undefined), [file, place.at]);
  const formDirty = value !== undefined && !same(value, saved);
  const textDirty = text !== undefined && text !== file?.text;
  const dirty = text === undefined ? formDirty : textDirty;
  const at = place.at;
  /** The file as it would be saved now, for the preview. */
  const draft = useMemo(
    () => (text === undefined ? { file: place.file, changes: [{ at, value }] } : { file: place.file, text }),
    [text, value, place.file, at],
  );

  const { start: startHistory, record, replace } = history;
  const setValue = (next: Value) => record({ value: next }, findTypedPath(value, next));
  const setText = (next: string) => value && record({ value, text: next }, 'yaml');

  const load = useCallback(async () => {
    setStatus({ kind: 'loading' });
    try {
      const opened = await api.file(place.file);
      setFile(opened);
      const now = getAt(opened.data, place.at) as Value;
      // Read again (after a refused save, or links changed elsewhere): a step, so undo brings back what was there.
      if (shown.current === undefined) startHistory({ value: now });
      else record({ value: now, text: shown.current.text === undefined ? undefined : opened.text });
      setProblems((await api.check(place.file, [])).problems);
      setStatus({ kind: 'ready' });
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  }, [place.file, place.at, startHistory, record]);

  useEffect(() => {
    void load();
  }, [load]);

  const subject = useMemo<DraftSubject | undefined>(() => {
    const name = kind === 'page' ? saved?.path : saved?.id;
    return typeof name === 'string'
      ? { file: place.file, name, collection: kind === 'entry' ? props.collection : undefined }
      : undefined;
  }, [place.file, kind, props.collection, saved]);
  const kept = useKeptDraft({
    drafts: props.drafts,
    subject,
    heading: props.heading,
    version: file?.version,
    present: history.present,
    dirty,
    restoreAtOnce: !!props.restore,
    restore: (state) => record(state),
    onHandled: props.onDraftHandled,
  });
  useUnloadGuard(dirty);
  const reportDirty = useRef(props.onDirty);
  reportDirty.current = props.onDirty;
  useEffect(() => reportDirty.current(dirty, subject), [dirty, subject]);
  useEffect(() => () => reportDirty.current(false, undefined), []);
  useUndoKeys(area, history.undo, history.redo);

  const shownOnce = value !== undefined;
  useEffect(() => {
    if (shownOnce && props.focusOnOpen) heading.current?.focus();
  }, [shownOnce, props.focusOnOpen]);

  // The check runs again as you type (a moment after the last key), on what is on screen: a fix or an undo
  // takes its problems away, and an undo back to what is saved brings the saved problems back.
  const latest = useRef(0);
  useEffect(() => {
    if (!file || value === undefined) return;
    const run = ++latest.current;
    const timer = setTimeout(() => {
      (text === undefined ? api.check(place.file, [{ at, value }]) : api.checkText(place.file, text))
        .then((answer) => run === latest.current && setProblems(answer.problems))
        .catch(() => undefined);
    }, CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value, text, file, place.file, at]);
  const reportProblems = useRef(props.onProblems);
  reportProblems.current = props.onProblems;
  useEffect(() => reportProblems.current?.(problems), [problems]);
  useEffect(() => () => reportProblems.current?.(undefined), []);

  /** Goes to the field at `target` (a problem's place in the file): its block opened, the field focused. */
  const goTo = useCallback(
    (target: DataPath) => {
      if (target.slice(0, at.length).join('/') !== at.join('/')) return;
      const inside = target.slice(at.length);
      if (text !== undefined && value) replace({ value });
      if (kind === 'page' && inside[0] === 'blocks' && typeof inside[1] === 'number')
        setRevealed({ index: inside[1], field: inside.slice(2) });
      else focusField(listFieldIds('fields', inside));
    },
    [at, text, value, kind, replace],
  );
  const opened = value !== undefined && status.kind !== 'loading';
  useEffect(() => {
    if (opened && props.reveal) goTo(props.reveal.at);
    // Once per place asked for, when the form is there: not again as the person types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, props.reveal]);

  const save = useCallback(async () => {
    const sent = history.present;
    if (!file || !sent) return;
    setStatus({ kind: 'saving' });
    try {
      const answer =
        sent.text === undefined
          ? await api.save(place.file, file.version, [{ at, value: sent.value }])
          : await api.saveText(place.file, file.version, sent.text);
      setFile(answer);
      const now = getAt(answer.data, at) as Value;
      // The page as saved, unless the person went on typing meanwhile; the history stays, to undo past the save.
      replace({ value: now, text: sent.text === undefined ? undefined : answer.text }, sent);
      setProblems(answer.problems);
      const from = kind === 'page' ? saved?.path : undefined;
      // The file is saved whatever this lookup answers; if it fails, the check's broken-link problems still name the places.
      const linking =
        typeof from === 'string' && from !== now.path
          ? await api.linksTo(from).then(
              (found) => found.linking,
              () => [],
            )
          : [];
      setStatus({
        kind: 'saved',
        problems: answer.problems.filter((p) => p.severity === 'error').length,
        placeholders: answer.problems.filter((p) => p.code === 'placeholder-text').length,
        moved: linking.length > 0 ? { from: String(from), to: String(now.path), linking } : undefined,
      });
      props.onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStatus({ kind: 'conflict', message: error.message });
      else if (error instanceof ApiError && error.status === 422)
        setStatus({ kind: 'error', message: `Not saved: ${error.message}.` });
      else setStatus({ kind: 'error', message: (error as Error).message });
    }
  }, [file, history.present, replace, place.file, at, props, kind, saved]);

  /** Points the links to the page's old address at its new one, in every file, then shows this file as it now is. */
  const relink = async (from: string, to: string) => {
    setStatus({ kind: 'saving' });
    try {
      const { done } = await api.rewriteLinks(from, to);
      await load();
      setStatus({ kind: 'relinked', done });
      props.onSaved();
    } catch (error) {
      setStatus({ kind: 'error', message: `The links were not changed: ${(error as Error).message}.` });
    }
  };

  /** The YAML view starts from the form's unsaved changes, written into the text as a save would write them. */
  const showYaml = async () => {
    const from = history.present;
    if (!file || !from) return;
    try {
      replace(
        { value: from.value, text: formDirty ? (await api.check(place.file, [{ at, value }])).text : file.text },
        from,
      );
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);

  const deletePage = async () => {
    if (!file || !props.path) return;
    if (!window.confirm(`Delete the page ${props.path}? This removes it from ${place.file}.`)) return;
    try {
      await api.deleteRoute(place.file, file.version, at, props.path);
      props.onDeleted(`deleted the page ${props.path}`);
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
    }
  };

  const entryId = kind === 'entry' && typeof saved?.id === 'string' ? saved.id : undefined;
  const deleteEntry = async () => {
    if (!file || !entryId || !props.collection) return;
    if (
      !window.confirm(
        `Delete the ${labelField(props.collection)} entry ${entryId}? This removes it from ${place.file}.`,
      )
    )
      return;
    try {
      props.onDeleted((await api.deleteEntry(props.collection, entryId, place.file, file.version)).done);
    } catch (error) {
      setStatus({ kind: 'error', message: `Not deleted: ${(error as Error).message}.` });
    }
  };
  const copyable = kind === 'page' ? !!props.path : !!entryId;

  const errorsAt = (path: DataPath) => toErrorSchema(problems, place.file, path);
  const errors = problems.filter((p) => p.severity === 'error').length;
  const fileProblems = problems.filter((p) => p.file === place.file);
  const ownProblems = fileProblems.filter((p) => p.at && p.at.slice(0, at.length).join('/') === at.join('/'));

  if (status.kind === 'loading' && !value)
    return (
      <div className="panel panel--center" role="status">
        <span className="spinner" aria-hidden="true" /> Opening {place.file}…
      </div>
    );
  if (!value || !file)
    return (
      <div className="panel" role="alert">
        <p className="field__errors">
          {status.kind === 'error' ? status.message : 'This place is no longer in the file.'}
        </p>
        <button type="button" className="button" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );

  const { blocks, ...pageFields } = value;
  const schema = kind === 'page' ? schemas.route : schemas.collections[props.collection ?? ''];
  const fields =
    text !== undefined ? (
      <>
        {textDirty ? <p className="hint">Save or undo these changes to go back to the form.</p> : null}
        {fileProblems.length > 0 ? (
          <ProblemList
            problems={fileProblems}
            title="Problems in this file"
            onShow={(problem) => setShownSpot({ line: problem.line, col: problem.col })}
          />
        ) : null}
        <YamlView
          shown={shownSpot}
          file={place.file}
          text={text}
          problems={fileProblems}
          schemas={schemas}
          outline={context.outline}
          onChange={setText}
        />
      </>
    ) : (
      <>
        {ownProblems.length > 0 ? (
          <ProblemList
            problems={ownProblems}
            title={kind === 'page' ? 'Problems on this page' : 'Problems in this entry'}
            onChoose={(problem) => problem.at && goTo(problem.at)}
          />
        ) : null}
        <section className="fields" aria-label={kind === 'page' ? 'Page settings' : 'Entry fields'}>
          {schema ? (
            <SchemaForm
              idPrefix="fields"
              schema={schema}
              value={kind === 'page' ? pageFields : value}
              errors={errorsAt(at)}
              context={context}
              onChange={(next) =>
                setValue(kind === 'page' ? { ...(next as Value), ...(blocks ? { blocks } : {}) } : (next as Value))
              }
            />
          ) : (
            <p className="muted">No schema describes this entry: edit it in the YAML view.</p>
          )}
        </section>
        {kind === 'page' && Array.isArray(blocks) ? (
          <BlockList
            idPrefix="page"
            blocks={blocks as Array<Record<string, unknown>>}
            schemas={schemas}
            context={context}
            errors={(index) => errorsAt([...at, 'blocks', index])}
            onChange={(next) => setValue({ ...value, blocks: next })}
            onFocusBlock={setEditedBlock}
            revealed={revealed}
          />
        ) : null}
      </>
    );
  return (
    <article className="editor" aria-labelledby="editor-heading" ref={area}>
      <header className="editor__header">
        <div>
          <h2 id="editor-heading" ref={heading} tabIndex={-1}>
            {props.heading}
          </h2>
          <p className="muted">
            {kind === 'page' && typeof value.title === 'string' && value.title ? `“${value.title}” · ` : ''}
            {place.file} · {kind === 'page' ? 'page' : 'entry'} {dirty ? '· unsaved changes' : ''}
          </p>
        </div>
        <div className="editor__actions">
          {copyable ? (
            // The copy is made from what is saved: unsaved changes would silently be left out of it.
            <button
              type="button"
              className="button button--ghost"
              disabled={dirty}
              title={dirty ? 'Save or undo your changes first: the copy is made from what is saved' : undefined}
              onClick={() => setCopying(true)}
            >
              {kind === 'page' ? 'Duplicate page' : 'Duplicate entry'}
            </button>
          ) : null}
          {entryId ? (
            <button type="button" className="button button--ghost button--danger" onClick={() => void deleteEntry()}>
              Delete entry
            </button>
          ) : null}
          {kind === 'page' && props.path ? (
            <button type="button" className="button button--ghost button--danger" onClick={() => void deletePage()}>
              Delete page
            </button>
          ) : null}
          {props.previewPath ? (
            <button
              type="button"
              className="button button--ghost"
              aria-pressed={previewing}
              onClick={() => setPreviewing(!previewing)}
            >
              {previewing ? 'Hide preview' : 'Preview'}
            </button>
          ) : null}
          <div className="view-switch" role="group" aria-label="Edit as">
            <button
              type="button"
              className="chip"
              aria-pressed={text === undefined}
              disabled={textDirty}
              title={textDirty ? 'Save or undo the YAML changes first' : undefined}
              onClick={() => replace({ value })}
            >
              Form
            </button>
            <button type="button" className="chip" aria-pressed={text !== undefined} onClick={() => void showYaml()}>
              YAML
            </button>
          </div>
          {/* On a phone, a bar fixed at the bottom of the screen: in reach wherever the form is scrolled to. */}
          <div className="editor__save">
            <span className="editor__state">{dirty ? 'Unsaved changes' : 'All saved'}</span>
            <UndoButtons
              canUndo={history.canUndo}
              canRedo={history.canRedo}
              onUndo={history.undo}
              onRedo={history.redo}
            />
            <button
              type="button"
              className="button button--ghost"
              // A step of its own (never joined to the typing before it): Undo brings the changes back.
              onClick={() => saved && record(text === undefined ? { value: saved } : { value, text: file.text })}
              disabled={!dirty}
            >
              Revert to saved
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void save()}
              disabled={status.kind === 'saving'}
            >
              {status.kind === 'saving' ? 'Saving…' : errors > 0 && dirty ? 'Save as draft' : 'Save'}
            </button>
          </div>
        </div>
      </header>
      {kept.offer ? (
        <RestoreNotice
          savedAt={kept.offer.savedAt}
          changedSince={
            kept.offer.version !== file.version ? (kept.offer.state.text === undefined ? 'page' : 'file') : undefined
          }
          file={place.file}
          onRestore={kept.restore}
          onDiscard={kept.discard}
        />
      ) : null}
      <SaveStatus
        status={status}
        errors={errors}
        onServer={props.onServer ?? false}
        onReload={() => void load()}
        onRelink={(from, to) => void relink(from, to)}
      />
      {copying ? (
        <NameDialog
          title={
            kind === 'page'
              ? `Duplicate ${props.path ?? ''}`
              : `Duplicate ${labelField(props.collection ?? '')} entry ${entryId ?? ''}`
          }
          intro={
            kind === 'page'
              ? `A copy of the page with all its blocks, right after it in ${place.file}. Change its title and texts next.`
              : `A copy of the entry with all its fields, right after it in ${place.file}.`
          }
          label={kind === 'page' ? 'Address (path) of the copy' : 'Id of the copy'}
          help={
            kind === 'page'
              ? 'Starts with /, lower-case words joined by dashes, not the address of another page, e.g. /solutions/quantum-readiness.'
              : 'Lower-case words joined by dashes, not used by another entry of the list, e.g. northwind-2.'
          }
          initial={`${kind === 'page' ? (props.path ?? '') : (entryId ?? '')}-2`}
          submitLabel={kind === 'page' ? 'Duplicate page' : 'Duplicate entry'}
          onClose={() => setCopying(false)}
          onSubmit={async (name) => {
            const created =
              kind === 'page'
                ? await api.duplicateRoute(place.file, file.version, at, name)
                : await api.duplicateEntry(props.collection ?? '', entryId ?? '', name);
            setCopying(false);
            props.onCreated(created);
          }}
        />
      ) : null}
      {previewing && props.previewPath ? (
        // Beside the forms, each in sight of the other while the person types.
        <div className="editor__split">
          <div className="editor__forms">{fields}</div>
          <PagePreview
            base={props.previewBase}
            // A page's address as it is being typed; an entry's page keeps its own.
            path={kind === 'page' && typeof value.path === 'string' ? value.path : props.previewPath}
            draft={draft}
            block={text === undefined ? editedBlock : undefined}
            onSelectBlock={
              kind === 'page' && text === undefined
                ? (index) => {
                    setEditedBlock(index);
                    setRevealed({ index });
                  }
                : undefined
            }
            facts={findFactList(value, context)}
          />
        </div>
      ) : (
        fields
      )}
    </article>
  );
}

/** The facts entry the page's (first) fact box picks from, as saved or being edited. */
function findFactList(value: Value, context: FormContext): Place | undefined {
  const blocks = Array.isArray(value.blocks) ? (value.blocks as Value[]) : [];
  const id = blocks.find((block) => block.type === 'fact-box')?.facts;
  return context.outline.collections.facts?.find((entry) => entry.id === id);
}

/** A saved page's old address that other places still link to. */
interface Moved {
  from: string;
  to: string;
  linking: string[];
}

interface SaveStatusProps {
  status: Status;
  errors: number;
  onServer: boolean;
  onReload: () => void;
  onRelink: (from: string, to: string) => void;
}

function SaveStatus({ status, errors, onServer, onReload, onRelink }: SaveStatusProps) {
  if (status.kind === 'relinked')
    return (
      <div className="notice notice--ok" role="status">
        Saved, and {status.done}.
      </div>
    );
  if (status.kind === 'conflict')
    return (
      <div className="notice notice--error" role="alert">
        <p>
          <strong>Not saved: {status.message}.</strong> Someone (or another program) changed it after you opened it, and
          saving would overwrite their change. Reload to see the file as it is now (then Undo brings your changes back),
          and make your change again.
        </p>
        <button type="button" className="button" onClick={onReload}>
          Reload the file
        </button>
      </div>
    );
  if (status.kind === 'error')
    return (
      <div className="notice notice--error" role="alert">
        {status.message}
      </div>
    );
  if (status.kind === 'saved') {
    const { placeholders, moved } = status;
    // What refuses a site with problems: a publish on the site's server, the check and the build on a computer.
    const refused = onServer
      ? { problems: 'it cannot be published', placeholders: 'your draft cannot be published' }
      : {
          problems: 'npm run check and the build refuse it',
          placeholders: 'npm run check and the build refuse the site',
        };
    // Placeholders are errors too; when they are all that is left, they are named as what to replace.
    const saved =
      errors > placeholders
        ? `Saved as a draft: the site has ${errors} problem${errors === 1 ? '' : 's'}, so ${refused.problems} until they are fixed.`
        : placeholders > 0
          ? `Saved. ${placeholders} text${placeholders === 1 ? ' is' : 's are'} still the template’s placeholder${placeholders === 1 ? '' : 's'} (marked at ${placeholders === 1 ? 'its field' : 'their fields'}): ${refused.placeholders} until you replace ${placeholders === 1 ? 'it' : 'them'}.`
          : 'Saved. The check passes.';
    return (
      <div
        className={`notice ${errors > 0 || placeholders > 0 || moved ? 'notice--warning' : 'notice--ok'}`}
        role="status"
      >
        {moved ? <p>{saved}</p> : saved}
        {moved && (
          <>
            <p>
              The page’s address is now {moved.to}, but{' '}
              {moved.linking.length === 1 ? 'one place still links' : `${moved.linking.length} places still link`} to{' '}
              {moved.from}: {moved.linking.join(', ')}. Those links are broken until they point to the new address.
            </p>
            <button type="button" className="button" onClick={() => onRelink(moved.from, moved.to)}>
              Point them to {moved.to}
            </button>
          </>
        )}
      </div>
    );
  }
  return null;
}
