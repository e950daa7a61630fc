import type { EditorProblem } from '../api/editor-api';

interface ProblemListProps {
  problems: EditorProblem[];
  title: string;
  /** For a link to lead to the list: it then takes the focus too. */
  id?: string;
  /** Goes to the field a problem is about; a problem with no field in a form is not a button. */
  onChoose?: (problem: EditorProblem) => void;
  /** Whether a problem is in changes not saved yet (it goes if they are undone). */
  inUnsaved?: (problem: EditorProblem) => boolean;
  /** Shows the spot of a problem in the text (the YAML view): a "Show me" button beside each one that has a spot. */
  onShow?: (problem: EditorProblem) => void;
}

/**
 * Problems in the editor's words: where (the page, block and field by their names), what, and what to do in
 * the editor. The file:line:col and the problem's code are the CLI's (npm run check).
 */
export function ProblemList({ problems, title, id, onChoose, inUnsaved, onShow }: ProblemListProps) {
  return (
    <section id={id} className="problems" aria-label={title} tabIndex={id ? -1 : undefined}>
      <h3 className="section-title">
        {title} <span className="muted">({problems.length})</span>
      </h3>
      <ul className="problems__list">
        {problems.map((problem, index) => {
          const said = (
            <>
              <span className={`badge badge--${problem.severity}`}>
                {problem.severity === 'error' ? 'Error' : 'Warning'}
              </span>{' '}
              <span className="problem__place">{problem.placeInEditor}</span>
              <span className="problem__message">: {problem.messageInEditor ?? problem.message}</span>
              {inUnsaved?.(problem) ? <span className="problem__unsaved"> (in unsaved changes)</span> : null}
            </>
          );
          return (
            <li key={index} className={`problem problem--${problem.severity}`}>
              {onChoose && problem.at ? (
                <button type="button" className="problem__go" onClick={() => onChoose(problem)}>
                  {said}
                </button>
              ) : (
                <p>{said}</p>
              )}
              <p className="problem__fix">Fix: {problem.fixInEditor ?? problem.fix}</p>
              {onShow && problem.line >= 1 ? (
                // Named with the problem it shows: the list holds one such button per problem.
                <button
                  type="button"
                  className="button button--ghost problem__show"
                  aria-label={`Show me: ${problem.messageInEditor ?? problem.message}`}
                  onClick={() => onShow(problem)}
                >
                  Show me
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
