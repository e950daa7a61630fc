import type { FieldProps } from '@rjsf/utils';

/** An optional group of fields, folded until opened (open from the start when it holds something). */
export function CollapsibleField(props: FieldProps) {
  const { ObjectField } = props.registry.fields;
  const { 'ui:field': _field, ...uiSchema } = props.uiSchema ?? {};
  const filled = props.formData !== undefined && JSON.stringify(props.formData) !== '{}';
  return (
    <details className="collapsible" open={filled}>
      <summary className="collapsible__summary">
        {String(uiSchema['ui:title'] ?? props.schema.title ?? props.name)}
        <span className="muted"> (optional{filled ? '' : ', not set'})</span>
      </summary>
      <ObjectField {...props} uiSchema={uiSchema} />
    </details>
  );
}
