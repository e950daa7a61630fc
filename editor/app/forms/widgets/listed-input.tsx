import type { WidgetProps } from '@rjsf/utils';
import { useId } from 'react';

/** A text field offering `options` as you type (a list the browser filters), the one way the pickers of texts do it. */
export function ListedInput({
  props,
  options,
  placeholder,
}: {
  props: WidgetProps;
  options: string[];
  placeholder?: string;
}) {
  const listId = useId();
  return (
    <>
      <input
        id={props.id}
        className="input"
        type="text"
        list={listId}
        value={(props.value as string | undefined) ?? ''}
        required={props.required}
        disabled={props.disabled || props.readonly}
        placeholder={placeholder}
        aria-describedby={`${props.id}__help ${props.id}__error`}
        onChange={(event) => props.onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => props.onBlur(props.id, props.value)}
        onFocus={() => props.onFocus(props.id, props.value)}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
    </>
  );
}
