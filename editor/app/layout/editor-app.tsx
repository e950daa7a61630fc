import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  api,
  type Created,
  type DataPath,
  type EditorProblem,
  type Outline,
  type Place,
  type Schemas,
} from '../api/editor-api';
import type { FormContext } from '../forms/form-context';
import { NewCaseStudy } from '../jobs/new-case-study';
import { NameDialog } from '../jobs/name-dialog';
import { NewPageDialog } from '../jobs/new-page-dialog';
import { createDraftStore, type DraftSubject } from '../history/draft-store';
import { RestoreNotice } from '../history/restore-notice';
import { sameSubject } from '../history/same-subject';
import { NodeEditor, type PageState } from '../pages/node-editor';
import { AccountBar } from '../publishing/account-bar';
import type { Session } from '#editor/shared/publishing';
import { OutlinePanel } from './outline-panel';
import { ProblemList } from './problem-list';
import { labelField } from '#site/fields/label-field';
import { selectEntry, selectRoute, SiteOutline, type Selection } from './site-outline';

/**
 * `focus`: the editor's heading takes the focus once open (after a job made what it shows); `restore`: the
 * unsaved changes the browser kept for it come back as it opens.
 */
type View =
  | { kind: 'selection'; selection?: Selection; focus?: boolean; restore?: boolean; reveal?: { at: DataPath } }
  | { kind: 'new-case-study' };

const samePlace = (a: Place, b: Place) => a.file === b.file && a.at.join('/') === b.at.join('/');

/** What opens a place of the outline: the page made from an entry if there is one, else the page or the entry. */
function selectPlace(outline: Outline, place: Place): Selection | undefined {
  const route = outline.routes.find((candidate) => samePlace(candidate, place));
  if (route) return selectRoute(route);
  for (const [collection, entries] of Object.entries(outline.collections)) {
    const entry = entries.find((candidate) => samePlace(candidate, place));
    if (entry) return selectEntry(collection, entry);
  }
  return undefined;
}

/** What opens the page or entry a place in a file is in (a problem's field): the nearest one holding it. */
function selectHolder(outline: Outline, file: string, at: DataPath): Selection | undefined {
  for (let length = at.length; length > 0; length--) {
    const selection = selectPlace(outline, { file, at: at.slice(0, length) });
    if (selection) return selection;
  }
  return undefined;
}

/** One problem, whatever line it is on now: the same kind, at the same place, saying the same. */
const sameProblem = (a: EditorProblem, b: EditorProblem) =>
  a.code === b.code && a.file === b.file && a.placeInEditor === b.placeInEditor && a.message === b.message;

/** What opens the page or entry kept changes are to, wherever it now is in its file. */
function selectSubject(outline: Outline, subject: DraftSubject): Selection | undefined {
  if (subject.collection === undefined) {
    const route = outline.routes.find(
      (candidate) =>
        candidate.file === subject.file && candidate.path === subject.name && candidate.kind !== 'generated',
    );
    return route && selectRoute(route);
  }
  const entry = outline.collections[subject.collection]?.find(
    (candidate) => candidate.file === subject.file && candidate.id === subject.name,
  );
  return entry && selectPlace(outline, entry);
}

/** Whose unsaved changes the browser keeps: this editor's (npm run edit, or /admin/), this person's. */
const scopeOf = (session: Session) => `${window.location.pathname}|${session.mode === 'server' ? session.email : ''}`;

/** The editor: the site's pages and entries on the left, the one being edited in the middle, the site's problems below. */
export function EditorApp() {
  const [outline, setOutline] = useState<Outline | undefined>();
  const [schemas, setSchemas] = useState<Schemas | undefined>();
  const [assets, setAssets] = useState<string[]>([]);
  const [session, setSession] = useState<Session | undefined>();
  const [failure, setFailure] = useState('');
  const [view, setView] = useState<View>({ kind: 'selection' });
  const [newPage, setNewPage] = useState(false);
  const [notice, setNotice] = useState<string[]>([]);
  /** The collection a new entry is being named for. */
  const [addingTo, setAddingTo] = useState<string | undefined>();

  const refresh = useCallback(async () => {
    try {
      const next = await api.outline();
      setOutline(next);
      return next;
    } catch (error) {
      setFailure((error as Error).message);
      return undefined;
    }
  }, []);

  useEffect(() => {
    void refresh();
    api.schemas().then(setSchemas, (error: Error) => setFailure(error.message));
    api.session().then(setSession, (error: Error) => {
      setFailure(error.message);
      setSession({ mode: 'local' });
    });
    api.assets().then(
      (answer) => setAssets(answer.assets),
      () => undefined,
    );
  }, [refresh]);

  const context = useMemo<FormContext | undefined>(
    () => outline && { outline, assets, onAssetsChanged: setAssets },
    [outline, assets],
  );
  const drafts = useMemo(() => session && createDraftStore<PageState>(scopeOf(session)), [session]);
  /** Changes kept from before this editor opened (a crash, a closed tab), offered back until handled. */
  const kept = useMemo(() => drafts?.list() ?? [], [drafts]);
  const [handled, setHandled] = useState<DraftSubject[]>([]);
  const handle = (subject: DraftSubject) => setHandled((current) => [...current, subject]);
  /** The open page's unsaved changes, and what they are kept under. */
  const [unsaved, setUnsaved] = useState<{ subject?: DraftSubject } | undefined>();
  /** The site's problems with the open page as it is on screen (saved or not), as its check last found them. */
  const [live, setLive] = useState<EditorProblem[] | undefined>();

  /**
   * Leaving a page with unsaved changes asks first; cancelling keeps them, leaving forgets them (what the
   * browser kept too). A reload or a closed tab asks the browser's question instead, and keeps them.
   */
  const leave = (go: () => void) => {
    if (unsaved) {
      const heading = view.kind === 'selection' ? view.selection?.heading : undefined;
      if (!window.confirm(`${heading ?? 'This page'} has changes that are not saved. Leave it and lose them?`)) return;
      if (unsaved.subject) drafts?.remove(unsaved.subject);
      setUnsaved(undefined);
    }
    go();
  };

  const openPath = (next: Outline | undefined, path: string) => {
    const route = next?.routes.find((candidate) => candidate.path === path);
    if (!route) return;
    setView({ kind: 'selection', selection: selectRoute(route) });
  };

  const openCreated = (created: Created) => {
    setNotice([created.done]);
    void refresh().then((next) => {
      const selection = next && selectPlace(next, created);
      if (selection) setView({ kind: 'selection', selection, focus: true });
    });
  };

  if (failure && !outline)
    return (
      <main className="app app--center">
        <div className="notice notice--error" role="alert">
          {failure}
        </div>
      </main>
    );
  if (!outline || !schemas || !context || !session || !drafts)
    return (
      <main className="app app--center" aria-busy="true">
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Reading the site…
        </p>
      </main>
    );

  // What is on screen: the open page's unsaved changes included; which problems they bring is said.
  const problems = live ?? outline.problems;
  const inUnsaved = (problem: EditorProblem) =>
    live !== undefined && !outline.problems.some((saved) => sameProblem(saved, problem));
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const placeholders = problems.filter((problem) => problem.code === 'placeholder-text').length;
  const unsavedErrors = problems.filter((problem) => problem.severity === 'error' && inUnsaved(problem)).length;
  // On the site's server a problem stops a publish; the person there never runs a build.
  const refused = session.mode === 'server' ? 'your draft cannot be published' : 'the build refuses the site';
  const chosen = view.kind === 'selection' ? view.selection : undefined;
  // A written page's heading and address as the outline has them now: a saved page may have a new address.
  // The place stays the one chosen, so the open editor (which reads its file again when the place changes)
  // stays as it is. An entry keeps its own heading: the page made from it has the same place.
  const current = chosen?.kind === 'page' ? selectPlace(outline, chosen.place) : undefined;
  const selection = current && chosen ? { ...current, place: chosen.place } : chosen;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to the editor
      </a>
      <header className="topbar">
        <h1 className="topbar__title">
          <span className="topbar__mark" aria-hidden="true">
            ✎
          </span>{' '}
          Site editor
        </h1>
        <p className={`topbar__check ${errors > 0 ? 'topbar__check--error' : 'topbar__check--ok'}`} role="status">
          {errors === 0
            ? '✓ The check passes'
            : errors === placeholders
              ? `${placeholders} placeholder text${placeholders === 1 ? '' : 's'} left: ${refused}`
              : `${errors} problem${errors === 1 ? '' : 's'}: ${refused}`}
          {unsavedErrors > 0
            ? ` (${unsavedErrors === errors ? (errors === 1 ? 'it is' : 'all are') : `${unsavedErrors} of them ${unsavedErrors === 1 ? 'is' : 'are'}`} in unsaved changes)`
            : ''}
        </p>
        {problems.length > 0 ? (
          // The list is under the page being edited, far down on a phone: this leads to it.
          <a className="topbar__link" href="#site-problems">
            Show the problems
          </a>
        ) : null}
        <div className="topbar__actions">
          <button type="button" className="button" onClick={() => leave(() => setNewPage(true))}>
            New page
          </button>
          <button type="button" className="button" onClick={() => leave(() => setView({ kind: 'new-case-study' }))}>
            New case study
          </button>
          <AccountBar
            session={session}
            errors={outline.problems.filter((p) => p.severity === 'error').length}
            onChanged={() => void refresh()}
          />
        </div>
      </header>
      <OutlinePanel>
        <SiteOutline
          outline={outline}
          selected={selection}
          onSelect={(next) => {
            if (!selection || !samePlace(next.place, selection.place))
              leave(() => setView({ kind: 'selection', selection: next }));
          }}
          // A case study is more than its entry (the listing names it, its category groups it): its whole job does that.
          onAddEntry={(collection) =>
            leave(() => (collection === 'caseStudies' ? setView({ kind: 'new-case-study' }) : setAddingTo(collection)))
          }
        />
      </OutlinePanel>
      <main id="main" className="main" tabIndex={-1}>
        {notice.length > 0 ? (
          <div className="notice notice--ok" role="status">
            <ul>
              {notice.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <button type="button" className="button button--ghost" onClick={() => setNotice([])}>
              Dismiss
            </button>
          </div>
        ) : null}
        {kept
          .filter((draft) => !handled.some((subject) => sameSubject(subject, draft.subject)))
          .map((draft) => {
            const target = selectSubject(outline, draft.subject);
            // The open page offers its own, where its form is.
            if (target && selection && samePlace(target.place, selection.place)) return null;
            return (
              <RestoreNotice
                key={JSON.stringify(draft.subject)}
                savedAt={draft.savedAt}
                where={draft.heading}
                file={draft.subject.file}
                onRestore={
                  target
                    ? () => leave(() => setView({ kind: 'selection', selection: target, restore: true }))
                    : undefined
                }
                onDiscard={() => {
                  drafts.remove(draft.subject);
                  handle(draft.subject);
                }}
              />
            );
          })}
        {view.kind === 'new-case-study' ? (
          <NewCaseStudy
            schemas={schemas}
            context={context}
            onCancel={() => setView({ kind: 'selection' })}
            onCreated={(id, done) => {
              setNotice(done);
              void refresh().then((next) => openPath(next, `/case-study/${id}`));
            }}
          />
        ) : selection ? (
          <NodeEditor
            key={`${selection.place.file}/${selection.place.at.join('/')}`}
            place={selection.place}
            heading={selection.heading}
            kind={selection.kind}
            collection={selection.kind === 'entry' ? selection.collection : undefined}
            path={selection.kind === 'page' ? selection.path : undefined}
            previewPath={selection.path}
            previewBase={outline.preview}
            onServer={session.mode === 'server'}
            schemas={schemas}
            context={context}
            focusOnOpen={view.kind === 'selection' && view.focus}
            reveal={view.kind === 'selection' ? view.reveal : undefined}
            onProblems={setLive}
            restore={view.kind === 'selection' && view.restore}
            drafts={drafts}
            onDraftHandled={handle}
            onDirty={(dirty, subject) => setUnsaved(dirty ? { subject } : undefined)}
            onSaved={() => void refresh()}
            onCreated={openCreated}
            onDeleted={(done) => {
              // Deleted with unsaved changes: there is nothing left to offer them back to.
              if (unsaved?.subject) drafts.remove(unsaved.subject);
              setNotice([done]);
              setView({ kind: 'selection' });
              void refresh();
              // The button pressed is gone with the page: the focus goes to the start of the editor's main part.
              document.getElementById('main')?.focus();
            }}
          />
        ) : (
          <section className="welcome">
            <h2>Choose a page or an entry on the left</h2>
            <p>
              Every page of the site is listed by its address. Change its texts in the form, then press <kbd>Save</kbd>{' '}
              (or <kbd>Ctrl</kbd>+<kbd>S</kbd>). Only the lines you changed are written; the rest of the file stays as
              it is.
            </p>
            <p>
              Use <strong>New page</strong> for a page made from a template, and <strong>New case study</strong> for a
              project on the case-studies listing.
            </p>
          </section>
        )}
        {problems.length > 0 ? (
          <ProblemList
            problems={problems}
            id="site-problems"
            title={
              session.mode === 'server'
                ? 'Problems in your draft (it cannot be published until they are fixed)'
                : 'Problems in the site'
            }
            inUnsaved={inUnsaved}
            onChoose={(problem) => {
              const holder = problem.at && selectHolder(outline, problem.file, problem.at);
              if (!holder || !problem.at) return;
              const reveal = { at: problem.at };
              // The open page goes to the field at once; another opens first (asking if changes would be lost).
              if (selection && samePlace(holder.place, selection.place))
                setView({ kind: 'selection', selection: chosen, reveal });
              else leave(() => setView({ kind: 'selection', selection: holder, reveal }));
            }}
          />
        ) : null}
      </main>
      {addingTo ? (
        <NameDialog
          title={`New ${labelField(addingTo)} entry`}
          intro="It starts with every required field filled with a sample text: replace them, then save."
          label="Id"
          help="Lower-case words joined by dashes, not used by another entry of the list, e.g. northwind."
          initial=""
          submitLabel="Add entry"
          onClose={() => setAddingTo(undefined)}
          onSubmit={async (id) => {
            const created = await api.addEntry(addingTo, id);
            setAddingTo(undefined);
            openCreated(created);
          }}
        />
      ) : null}
      {newPage ? (
        <NewPageDialog
          outline={outline}
          schemas={schemas}
          onClose={() => setNewPage(false)}
          onCreated={(path, done) => {
            setNewPage(false);
            setNotice(done);
            void refresh().then((next) => openPath(next, path));
          }}
        />
      ) : null}
    </div>
  );
}
