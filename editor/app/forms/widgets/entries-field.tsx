import type { FieldProps } from '@rjsf/utils';
import { labelField } from '#site/fields/label-field';
import { readFormContext } from '../form-context';

/** Entries of a collection: all of them, or the ones ticked, in the order ticked. */
export function EntriesField(props: FieldProps) {
  const { outline } = readFormContext(props);
  const collection = String((props.uiSchema?.['ui:options'] as { collection?: string } | undefined)?.collection ?? '');
  const entries = outline.collections[collection] ?? [];
  const value = props.formData as unknown;
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const mode = value === 'all' ? 'all' : Array.isArray(value) ? 'some' : value === undefined ? 'none' : 'filter';
  const id = props.fieldPathId.$id;
  const set = (next: unknown) => props.onChange(next, props.fieldPathId.path);
  const errors = (props.errorSchema as { __errors?: string[] } | undefined)?.__errors ?? [];
  return (
    <fieldset className="entries" aria-describedby={`${id}__error`}>
      <legend className="field__label">
        {String(props.uiSchema?.['ui:title'] ?? props.name)}
        {props.required ? <span className="required"> (required)</span> : null}
      </legend>
      {props.schema.description ? <p className="field__help">{props.schema.description}</p> : null}
      <div className="entries__modes">
        <label>
          <input type="radio" name={id} checked={mode === 'all'} onChange={() => set('all')} /> All entries of{' '}
          {labelField(collection)}
        </label>
        <label>
          <input type="radio" name={id} checked={mode === 'some'} onChange={() => set(entries.map((e) => e.id))} />{' '}
          Chosen ones, in order
        </label>
      </div>
      {mode === 'filter' ? <p className="field__help">This list is a filter: change it in the YAML view.</p> : null}
      {mode === 'some' ? (
        <ul className="entries__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(entry.id)}
                  onChange={(event) =>
                    set(event.target.checked ? [...chosen, entry.id] : chosen.filter((item) => item !== entry.id))
                  }
                />{' '}
                {entry.title || entry.id} <span className="muted">({entry.id})</span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {errors.length > 0 ? (
        <ul id={`${id}__error`} className="field__errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
