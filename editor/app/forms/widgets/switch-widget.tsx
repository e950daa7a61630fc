import type { WidgetProps } from '@rjsf/utils';

/** A yes/no field as a switch. */
export function SwitchWidget(props: WidgetProps) {
  const on = props.value === true;
  return (
    <button
      id={props.id}
      type="button"
      role="switch"
      className="switch"
      aria-checked={on}
      aria-label={props.label}
      disabled={props.disabled || props.readonly}
      onClick={() => props.onChange(!on)}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text">{on ? 'Yes' : 'No'}</span>
    </button>
  );
}
