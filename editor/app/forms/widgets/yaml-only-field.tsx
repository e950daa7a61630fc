import type { FieldProps } from '@rjsf/utils';

/**
 * A field whose value has no form of its own (a page's structured data, of any shape): said to be in the YAML
 * view, where it is written, and never shown as its schema.
 */
export function YamlOnlyField(props: FieldProps) {
  const id = props.fieldPathId.$id;
  return (
    <fieldset id={id} aria-describedby={`${id}__error`}>
      <legend className="field__label">
        {String(props.uiSchema?.['ui:title'] ?? props.schema.title ?? props.name)}
        {props.required ? <span className="required"> (required)</span> : null}
      </legend>
      {props.schema.description ? <p className="field__help">{props.schema.description}</p> : null}
      <p className="field__help">
        {props.formData === undefined ? 'Not set. ' : ''}Written as YAML: change it in the YAML view.
      </p>
    </fieldset>
  );
}
