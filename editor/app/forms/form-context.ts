import type { Outline } from '../api/editor-api';

/** What the pickers choose from: every page with its #anchors, every entry, every file in public/. */
export interface FormContext {
  outline: Outline;
  assets: string[];
}

/** The pickers' lists, as the form hands them to a widget or a field. */
export function readFormContext(props: { registry: { formContext?: unknown } }): FormContext {
  return props.registry.formContext as FormContext;
}
