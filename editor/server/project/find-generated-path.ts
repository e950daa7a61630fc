import { isRecord } from '#site/yaml/is-record';
import { readSiteFiles } from './read-outline';

/** The address the site makes an entry's page at (`generate: caseStudies, path: /case-study/{id}`), if it makes one. */
export function findGeneratedPath(manifest: string, collection: string, id: string): string | undefined {
  for (const { data } of readSiteFiles(manifest)) {
    if (!isRecord(data) || !Array.isArray(data.routes)) continue;
    const route = data.routes.find((candidate) => isRecord(candidate) && candidate.generate === collection);
    if (isRecord(route) && typeof route.path === 'string') return route.path.replace('{id}', id);
  }
  return undefined;
}
