import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import type { JsonSchema } from '../api/editor-api';
import { addFormTypes } from './add-form-types';
import { buildUiSchema } from './build-ui-schema';
import { buttonTemplates } from './button-templates';
import type { FormContext } from './form-context';
import { formFields, formWidgets } from './form-widgets';
import { GroupField } from './widgets/group-field';

/**
 * The form library's own validation stays off: every message shown is the check's (the CLI's catalogue),
 * passed in as `errors`. Its validator still picks the branch of a choice (oneOf), and must accept our x-* keywords.
 */
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false } });
/** Nothing is filled in that the file does not say: a form opened and saved unchanged must not add a line. */
const LEAVE_DEFAULTS = {
  arrayMinItems: { populate: 'never' as const },
  emptyObjectFields: 'skipDefaults' as const,
  allOf: 'skipDefaults' as const,
  mergeDefaultsIntoFormData: 'useFormDataIfPresent' as const,
  constAsDefaults: 'never' as const,
};

/** Our fields, and every group of fields told to its fields (see GroupField). */
const FIELDS = { ...formFields, ObjectField: GroupField };

interface SchemaFormProps {
  /** Makes the fields' ids unique on a page holding several forms. */
  idPrefix: string;
  schema: JsonSchema;
  value: unknown;
  errors: ErrorSchema;
  context: FormContext;
  onChange: (value: unknown) => void;
  /** Looks the schema cannot say (a category picked from those the site uses). */
  uiOverrides?: Record<string, unknown>;
}

/** A form generated from a block's, an entry's or a page's JSON Schema: labels, help, selects, switches, lists. */
export function SchemaForm({ idPrefix, schema, value, errors, context, onChange, uiOverrides }: SchemaFormProps) {
  const formSchema = useMemo(() => addFormTypes(schema) as RJSFSchema, [schema]);
  const uiSchema = useMemo(() => {
    const ui = { ...buildUiSchema(schema), ...uiOverrides };
    return { ...ui, 'ui:submitButtonOptions': { norender: true } };
  }, [schema, uiOverrides]);
  return (
    <Form
      idPrefix={idPrefix}
      schema={formSchema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={formWidgets}
      fields={FIELDS}
      templates={{ ButtonTemplates: buttonTemplates }}
      formContext={context}
      extraErrors={errors}
      noValidate
      noHtml5Validate
      showErrorList={false}
      experimental_defaultFormStateBehavior={LEAVE_DEFAULTS}
      onChange={(event) => onChange(event.formData)}
      onSubmit={() => undefined}
    />
  );
}
