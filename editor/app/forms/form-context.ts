import type { Outline } from '../api/editor-api';

/** What the pickers choose from: every page with its #anchors, every entry, every file in public/. */
export interface FormContext {
  outline: Outline;
  assets: string[];
  /** The files in public/ after a picture was added or deleted: every picker lists them at once. */
  onAssetsChanged: (assets: string[]) => void;
}

/** The pickers' lists, as the form hands them to a widget or a field. */
export function readFormContext(props: { registry: { formContext?: unknown } }): FormContext {
  return props.registry.formContext as FormContext;
}
