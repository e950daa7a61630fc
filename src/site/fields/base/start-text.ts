import { writeStarterText } from './starter-text';
import type { FieldSchema, StarterContext } from './field-kind';

/** The fields a new entry's own name belongs in. */
const NAME_LIKE = ['title', 'name', 'country', 'websiteName'];

/** `northwind-labs` → "Northwind Labs". */
const titleFrom = (id: string) => id.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** A name made from the id, or a text saying what belongs there (a placeholder the check refuses), as long as the field allows. */
export function startText(schema: FieldSchema, { key, id }: StarterContext): string {
  const text = NAME_LIKE.includes(key) ? titleFrom(id) : writeStarterText(key);
  return text.slice(0, Number(schema.maxLength ?? text.length));
}
