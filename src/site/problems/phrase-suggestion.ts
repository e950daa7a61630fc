/**
 * The "did you mean" every message ends with when a near name exists, written one way for block types,
 * fields, allowed values, links and entries alike: people learn to look for it, and tests match on it.
 */
export function phraseSuggestion(suggestion: string | undefined): string {
  return suggestion === undefined ? '' : ` — did you mean "${suggestion}"?`;
}
