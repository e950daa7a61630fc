import type { EditorProblem } from '../api/editor-api';

interface ProblemListProps {
  problems: EditorProblem[];
  title: string;
  /** For a link to lead to the list: it then takes the focus too. */
  id?: string;
}

/** Problems as the CLI prints them: file:line:col, where, what, and the fix. */
export function ProblemList({ problems, title, id }: ProblemListProps) {
  return (
    <section id={id} className="problems" aria-label={title} tabIndex={id ? -1 : undefined}>
      <h3 className="section-title">
        {title} <span className="muted">({problems.length})</span>
      </h3>
      <ul className="problems__list">
        {problems.map((problem, index) => (
          <li key={index} className={`problem problem--${problem.severity}`}>
            <span className="problem__place">
              {problem.file}:{problem.line}:{problem.col}
            </span>{' '}
            <span className={`badge badge--${problem.severity}`}>
              {problem.severity} {problem.code}
            </span>
            <p className="problem__message">
              <span className="muted">{problem.where}:</span> {problem.message}
            </p>
            <p className="problem__fix">Fix: {problem.fixInEditor ?? problem.fix}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
