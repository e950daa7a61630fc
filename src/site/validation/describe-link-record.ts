import type { ManifestLocator } from '../problems/manifest-locator';
import { createProblem, locateProblem } from '../problems/create-problem';
import type { Problem } from '../problems/problem';
import type { LinkRecord } from './find-broken-links';

/** A broken link, #anchor or file, or a page nothing links to, as the catalogue says it. */
export function describeLinkRecord(record: LinkRecord, locator: ManifestLocator, file: string): Problem {
  const at = locateProblem(locator, file, record.pointer);
  const { value, suggestion } = record;
  switch (record.kind) {
    case 'missing-asset':
      return createProblem(record.kind, { value, suggestion, malformed: record.malformed === true }, at);
    case 'unsafe-file-name':
      return createProblem(record.kind, { value, suggestion: suggestion ?? value }, at);
    case 'unusable-asset': {
      const fault = record.fault!;
      if (fault.kind === 'outside-public') return createProblem('file-outside-public', { value }, at);
      if (fault.kind === 'unsafe-svg') return createProblem('unsafe-svg', { value, why: fault.why }, at);
      return createProblem('unusable-picture', { value, fault }, at);
    }
    case 'orphan-route':
      // Shown at the page's path; its place stays the route's.
      return createProblem(record.kind, { value }, { ...at, ...locator.locate(`${record.pointer}/path`) });
    case 'broken-anchor':
      return createProblem(record.kind, { value, suggestion, anchors: record.anchors ?? [] }, at);
    default:
      return createProblem(record.kind, { value, suggestion }, at);
  }
}
