import type { EntrySelection } from './base/field-kind';

/** The ids a field names outright: its one id, or its list of them (`all` and a filter name none by id). */
export function listNamedIds(selection: EntrySelection): string[] {
  return typeof selection === 'string' ? [selection] : Array.isArray(selection) ? selection : [];
}
