import { useId, useState } from 'react';
import type { FieldChoice, FieldConflict } from '#editor/shared/publishing';

/** A value as a person reads it: a text as it is, anything else as short YAML-like words. */
function showValue(value: unknown): string {
  if (value === undefined || value === null) return '(empty)';
  return typeof value === 'string'
    ? value
    : JSON.stringify(value, null, 1)
        .replace(/[{}"[\]]/g, '')
        .trim();
}

/** A field's place as words: its last keys, e.g. "title" of "blocks 2". */
const describePlace = (conflict: FieldConflict) =>
  `${conflict.file}: ${conflict.path
    .map((key) => (typeof key === 'number' ? `item ${key + 1}` : key))
    .slice(-3)
    .join(' › ')}`;

interface ConflictChooserProps {
  conflicts: FieldConflict[];
  busy: boolean;
  onChoose: (choices: FieldChoice[]) => void;
}

/**
 * The fields someone else changed on the live site while this draft changed them too: both values side by
 * side, the person picks one for each (their own by default), then the draft takes the live site's other
 * changes with these choices.
 */
export function ConflictChooser({ conflicts, busy, onChoose }: ConflictChooserProps) {
  const id = useId();
  const [takes, setTakes] = useState<Array<'mine' | 'theirs'>>(() => conflicts.map(() => 'mine'));
  return (
    <form
      className="conflicts"
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(conflicts.map(({ file, path }, index) => ({ file, path, take: takes[index] })));
      }}
    >
      <p>
        Someone published changes to {conflicts.length === 1 ? 'a field' : `${conflicts.length} fields`} you also
        changed. Choose which value to keep for each; everything else from both of you is kept.
      </p>
      {conflicts.map((conflict, index) => (
        <fieldset key={`${conflict.file}/${conflict.path.join('/')}`} className="conflict">
          <legend>{describePlace(conflict)}</legend>
          {(['mine', 'theirs'] as const).map((take) => (
            <label key={take} className="conflict__option">
              <input
                type="radio"
                name={`${id}-${index}`}
                checked={takes[index] === take}
                onChange={() => setTakes((all) => all.map((old, at) => (at === index ? take : old)))}
              />
              <span>
                <strong>{take === 'mine' ? 'Yours' : 'On the live site'}</strong>
                <span className="conflict__value">{showValue(conflict[take])}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Keeping your choices…' : 'Keep these values'}
      </button>
    </form>
  );
}
