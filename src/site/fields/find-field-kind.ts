import type { FieldKind, FieldSchema } from './base/field-kind';
import { fieldKinds } from './field-kinds';
import { valueKind } from './structures/value-kind';

/** The kind of a field, from its schema with its `$ref` followed (see resolveRef): the one place a kind is decided. */
export function findFieldKind(schema: FieldSchema): FieldKind {
  return fieldKinds.find((kind) => kind.matches(schema)) ?? valueKind;
}
