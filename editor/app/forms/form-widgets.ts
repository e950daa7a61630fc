import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import type { FieldWidget, FormField } from '#site/fields/base/field-kind';
import { AssetWidget } from './widgets/asset-widget';
import { CollapsibleField } from './widgets/collapsible-field';
import { EntriesField } from './widgets/entries-field';
import { EntryWidget } from './widgets/entry-widget';
import { LinkWidget } from './widgets/link-widget';
import { MarkdownWidget } from './widgets/markdown-widget';
import { SuggestWidget } from './widgets/suggest-widget';
import { SwitchWidget } from './widgets/switch-widget';
import { YamlOnlyField } from './widgets/yaml-only-field';

/** The form library's own widgets, which the kinds name too. */
type LibraryWidget = 'hidden' | 'textarea';

/**
 * Every widget and field the kinds of src/site/fields/ name, by that name: a kind naming one that is not here
 * does not compile. `suggest` is no kind's: a form asks for it (a case study's category).
 */
export const formWidgets: Record<Exclude<FieldWidget, LibraryWidget> | 'suggest', RegistryWidgetsType[string]> = {
  link: LinkWidget,
  entry: EntryWidget,
  asset: AssetWidget,
  switch: SwitchWidget,
  markdown: MarkdownWidget,
  suggest: SuggestWidget,
};

export const formFields: Record<FormField, RegistryFieldsType[string]> = {
  entries: EntriesField,
  collapsible: CollapsibleField,
  'yaml-only': YamlOnlyField,
};
