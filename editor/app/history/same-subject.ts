import type { DraftSubject } from './draft-store';

/** Whether two drafts are of the same page or entry. */
export function sameSubject(a: DraftSubject | undefined, b: DraftSubject | undefined): boolean {
  return !!a && !!b && a.file === b.file && a.name === b.name && a.collection === b.collection;
}
