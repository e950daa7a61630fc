import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo } from 'react';
import type { JsonSchema } from '../api/editor-api';
import { buildUiSchema } from './build-ui-schema';
import { buttonTemplates } from './button-templates';
import type { FormContext } from './form-context';
import {
  AssetWidget,
  CollapsibleField,
  EntriesField,
  EntryWidget,
  LinkWidget,
  MarkdownWidget,
  SuggestWidget,
  SwitchWidget,
} from './widgets';

/**
 * The form library's own validation stays off: every message shown is the check's (the CLI's catalogue),
 * passed in as `errors`. Its validator still picks the branch of a choice (oneOf), and must accept our x-* keywords.
 */
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false } });
const widgets = {
  link: LinkWidget,
  entry: EntryWidget,
  asset: AssetWidget,
  switch: SwitchWidget,
  markdown: MarkdownWidget,
  suggest: SuggestWidget,
};
const fields = { entries: EntriesField, collapsible: CollapsibleField };
/** Nothing is filled in that the file does not say: a form opened and saved unchanged must not add a line. */
const LEAVE_DEFAULTS = {
  arrayMinItems: { populate: 'never' as const },
  emptyObjectFields: 'skipDefaults' as const,
  allOf: 'skipDefaults' as const,
  mergeDefaultsIntoFormData: 'useFormDataIfPresent' as const,
  constAsDefaults: 'never' as const,
};

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
  const uiSchema = useMemo(() => {
    const ui = { ...buildUiSchema(schema), ...uiOverrides };
    return { ...ui, 'ui:submitButtonOptions': { norender: true } };
  }, [schema, uiOverrides]);
  return (
    <Form
      idPrefix={idPrefix}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={widgets}
      fields={fields}
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
