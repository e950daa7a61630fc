import type { KindCheck } from './base/field-kind';
import { fieldKinds } from './field-kinds';

/** The check of the kind that owns a schema keyword (`x-link`, `x-entry`…), if one does. */
export function findKindCheck(keyword: string): KindCheck | undefined {
  return fieldKinds.find((kind) => kind.check?.keyword === keyword)?.check;
}
