/**
 * The text a new entry's required fields start with in the editor: it says what to write, and like a
 * template's placeholder it is refused by the check and the build while it is left as it is (a warning in
 * the editor while the person writes), so no visitor ever reads it.
 */
export function writeStarterText(field: string): string {
  return `Replace this with the entry's ${field}.`;
}

/** Any starter text, whatever its field: one of the check's placeholder patterns. */
export const STARTER_TEXT_PATTERN = /^Replace this with the entry's [\w -]+\.$/;
