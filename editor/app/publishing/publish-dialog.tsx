import { useEffect, useId, useState } from 'react';
import { api } from '../api/editor-api';
import type { DraftStatus, FieldChoice, PublishOutcome } from '#editor/shared/publishing';
import { ConflictChooser } from './conflict-chooser';
import { useModal } from '../dialogs/use-modal';
import { dialogClosing } from '../dialogs/dialog-closing';

/** Someone else's draft with saved changes, which a publisher may publish. */
interface OtherDraft {
  email: string;
  changedFiles: string[];
}

type State =
  | { kind: 'reading' }
  | { kind: 'ready'; draft: DraftStatus; others: OtherDraft[] }
  | { kind: 'running'; steps: string[] }
  | { kind: 'ended'; steps: string[]; outcome: PublishOutcome }
  | { kind: 'refused'; message: string };

interface PublishDialogProps {
  /** Errors in the draft as the editor's check counts them: a draft with errors cannot be published. */
  errors: number;
  onClose: () => void;
  /** After a publish or a choice of values: the draft changed, the outline is read again. */
  onChanged: () => void;
}

/** The changed pages linked after a publish; a menu edit changes every page, and the rest are counted. */
const SHOWN_PAGES = 12;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What a publish ended with, in words, and what to do next. */
function Outcome({
  outcome,
  of,
  busy,
  onChoose,
}: {
  outcome: PublishOutcome;
  /** Whose draft it was, when not the person's own. */
  of?: string;
  busy: boolean;
  onChoose: (choices: FieldChoice[]) => void;
}) {
  switch (outcome.kind) {
    case 'live':
      return (
        <div className="notice notice--ok notice--stacked" role="status">
          <p>
            <strong>Live: {plural(outcome.changedPages.length, 'page')} changed.</strong>
          </p>
          {outcome.warning ? <p>{outcome.warning}</p> : null}
          <ul>
            {outcome.changedPages.slice(0, SHOWN_PAGES).map((path) => (
              <li key={path}>
                <a href={path} target="_blank" rel="noreferrer">
                  {path}
                </a>
              </li>
            ))}
          </ul>
          {outcome.changedPages.length > SHOWN_PAGES ? (
            <p>and {plural(outcome.changedPages.length - SHOWN_PAGES, 'more page')}.</p>
          ) : null}
        </div>
      );
    case 'problems':
      return (
        <div className="notice notice--error notice--stacked" role="alert">
          <p>
            <strong>Nothing was published:</strong> your draft has {plural(outcome.problems.length, 'problem')} to fix
            first. The live site is as it was.
          </p>
          <ul>
            {outcome.problems.map((problem, index) => (
              <li key={index}>
                {problem.where}: {problem.message} <em>{problem.fix}</em>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'conflicts':
      // Only the draft's owner chooses between their values and the live site's.
      if (of !== undefined)
        return (
          <p className="notice notice--error" role="alert">
            Nothing was published: what was published since {of} began changes the same fields as their draft (
            {outcome.conflicts.map((conflict) => conflict.path.join(' › ')).join('; ')}). {of} chooses which values to
            keep; publish it after that.
          </p>
        );
      return <ConflictChooser conflicts={outcome.conflicts} busy={busy} onChoose={onChoose} />;
    case 'nothing':
      return (
        <p className="notice" role="status">
          {outcome.message}
        </p>
      );
    case 'failed':
      return (
        <div className="notice notice--error notice--stacked" role="alert">
          <p>
            <strong>Nothing was published:</strong> {outcome.message}
          </p>
          {outcome.report ? (
            <details>
              <summary>What the build said</summary>
              <pre className="report">{outcome.report}</pre>
            </details>
          ) : null}
        </div>
      );
  }
}

/**
 * Publishing the person's draft: what it changes, then each step as the server runs it (bring the draft up to
 * date, check, merge into the live branch, build, switch), ending with the pages now live, or why nothing was.
 */
export function PublishDialog({ errors, onClose, onChanged }: PublishDialogProps) {
  const dialog = useModal();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'reading' });
  const [busy, setBusy] = useState(false);

  /** Whose draft to publish: undefined for the person's own. */
  const [of, setOf] = useState<string | undefined>();

  const read = () =>
    Promise.all([api.draft(), api.drafts()]).then(
      ([draft, { drafts: others }]) => {
        setState({ kind: 'ready', draft, others });
        // Nothing of one's own to publish: the first of the others' drafts is the one meant.
        if (draft.changedFiles.length === 0 && !draft.behindLive && others.length > 0) setOf(others[0].email);
      },
      (error: Error) => setState({ kind: 'refused', message: error.message }),
    );
  useEffect(() => void read(), []);

  const start = async () => {
    const steps: string[] = [];
    setState({ kind: 'running', steps });
    try {
      const outcome = await api.publish((step) => {
        steps.push(step);
        setState({ kind: 'running', steps: [...steps] });
      }, of);
      setState({ kind: 'ended', steps, outcome });
      if (outcome.kind === 'live') onChanged();
    } catch (error) {
      setState({ kind: 'refused', message: (error as Error).message });
    }
  };

  const choose = async (choices: FieldChoice[]) => {
    setBusy(true);
    try {
      const { conflicts } = await api.updateDraft(choices);
      onChanged();
      setState(
        conflicts.length > 0
          ? { kind: 'ended', steps: [], outcome: { kind: 'conflicts', conflicts } }
          : { kind: 'reading' },
      );
      if (conflicts.length === 0) await read();
    } catch (error) {
      setState({ kind: 'refused', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const running = state.kind === 'running';
  return (
    <dialog
      ref={dialog}
      className="dialog dialog--wide"
      aria-labelledby={`${id}-title`}
      aria-busy={running}
      // A publish under way is not stopped by closing the dialog; Escape waits for it to end.
      {...dialogClosing(onClose, !running)}
    >
      <h2 id={`${id}-title`}>Publish your draft</h2>
      {state.kind === 'reading' ? (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Reading your draft…
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          {state.others.length > 0 ? (
            <fieldset className="whose">
              <legend>Whose draft</legend>
              {[{ email: undefined, changedFiles: state.draft.changedFiles }, ...state.others].map((draft) => (
                <label key={draft.email ?? 'mine'} className="whose__option">
                  <input
                    type="radio"
                    name={`${id}-whose`}
                    checked={of === draft.email}
                    onChange={() => setOf(draft.email)}
                  />
                  {draft.email === undefined ? 'Yours' : draft.email}
                  <span className="muted">
                    {' '}
                    ({draft.changedFiles.length > 0 ? draft.changedFiles.join(', ') : 'no changes'})
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {of !== undefined ? (
            <p>
              {of}&rsquo;s saved changes go live for every visitor. The last ten versions are kept:{' '}
              <strong>Releases</strong> takes the site back to any of them.
            </p>
          ) : state.draft.changedFiles.length === 0 && !state.draft.behindLive ? (
            <p>Your draft has no changes: the live site already shows everything you saved.</p>
          ) : (
            <>
              <p>
                Your saved changes to {state.draft.changedFiles.join(', ') || 'the site'} go live for every visitor. The
                last ten versions are kept: <strong>Releases</strong> takes the site back to any of them.
              </p>
              {state.draft.behindLive ? (
                <p className="hint">
                  Others published since you began: their changes are brought into your draft first.
                </p>
              ) : null}
              {errors > 0 ? (
                <p className="notice notice--error" role="alert">
                  Your draft has {plural(errors, 'problem')} (listed under the form). Fix them, save, then publish.
                </p>
              ) : null}
            </>
          )}
        </>
      ) : null}
      {state.kind === 'running' || state.kind === 'ended' ? (
        <ol className="steps" aria-label="Steps" aria-live="polite">
          {state.steps.map((step, index) => (
            <li
              key={index}
              className={running && index === state.steps.length - 1 ? 'steps__step--current' : 'steps__step--done'}
            >
              {step}
            </li>
          ))}
        </ol>
      ) : null}
      {state.kind === 'ended' ? (
        <Outcome outcome={state.outcome} of={of} busy={busy} onChoose={(choices) => void choose(choices)} />
      ) : null}
      {state.kind === 'refused' ? (
        <p className="notice notice--error" role="alert">
          {state.message}
        </p>
      ) : null}
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={running}
          onClick={() => dialog.current?.close()}
        >
          {state.kind === 'ended' && state.outcome.kind === 'live' ? 'Done' : 'Close'}
        </button>
        {state.kind === 'ready' &&
        (of !== undefined || state.draft.changedFiles.length > 0 || state.draft.behindLive) ? (
          <button
            type="button"
            className="button button--primary"
            // One's own draft with problems is refused here; another's is checked by the publish itself.
            disabled={of === undefined && errors > 0}
            onClick={() => void start()}
          >
            Publish now
          </button>
        ) : null}
        {running ? (
          <button type="button" className="button button--primary" disabled>
            Publishing…
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
