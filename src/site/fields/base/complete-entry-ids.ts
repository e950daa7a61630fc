import type { CompletionValue } from './field-kind';

/** A collection's ids, each with its entry's title, as the YAML view offers them. */
export function completeEntryIds(entries: Array<{ id: string; title: string }> | undefined): CompletionValue[] {
  return (entries ?? []).map((entry) => ({ label: entry.id, type: 'constant', detail: entry.title || undefined }));
}
