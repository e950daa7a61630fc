import type { WidgetProps } from '@rjsf/utils';
import { labelField } from '#site/fields/label-field';
import { readFormContext } from '../form-context';

/** One entry of a collection, by its id. */
export function EntryWidget(props: WidgetProps) {
  const { outline } = readFormContext(props);
  const collection = String(props.options.collection ?? '');
  const entries = outline.collections[collection] ?? [];
  const value = (props.value as string | undefined) ?? '';
  // A value naming no entry (a generated page's {id}, a misspelt id) is shown as written, not as "choose".
  const unknown = value !== '' && !entries.some((entry) => entry.id === value);
  return (
    <select
      id={props.id}
      className="input"
      value={value}
      required={props.required}
      disabled={props.disabled || props.readonly}
      aria-describedby={`${props.id}__help ${props.id}__error`}
      onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
    >
      <option value="">— choose from {labelField(collection)} —</option>
      {unknown ? <option value={value}>{value}</option> : null}
      {entries.map((entry) => (
        <option key={entry.id} value={entry.id}>
          {entry.title ? `${entry.title} (${entry.id})` : entry.id}
        </option>
      ))}
    </select>
  );
}
