import { readFileSync } from 'node:fs';
import { isRecord } from '#site/yaml/is-record';
import type { Place } from '#editor/shared/outline';
import { writeFileAtomically } from '#scripts/cli/write-file-atomically';
import { readYamlData, writeYamlValue, YamlWriteError } from '#editor/server/yaml/write-yaml-value';
import { resolveEditableFile } from '../editable-files';
import { readOutline } from '../read-outline';

const ROUTE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** A copy of a written page at a new path, right after it in the same file; refused if the path is taken or malformed. */
export function duplicateRoute(manifest: string, place: Place, path: unknown): Place & { done: string } {
  const file = resolveEditableFile(manifest, place.file);
  const [key, at] = place.at;
  const index = key === 'routes' && typeof at === 'number' ? at : -1;
  const text = readFileSync(file, 'utf8');
  const data = readYamlData(text);
  const routes = isRecord(data) && Array.isArray(data.routes) ? data.routes : [];
  const route = routes[index];
  if (!isRecord(route) || route.generate !== undefined)
    throw new YamlWriteError(
      'only a written page can be duplicated; a page made from a collection is copied with its entry',
    );
  if (typeof path !== 'string' || !ROUTE_PATH.test(path))
    throw new YamlWriteError(
      `"${String(path ?? '')}" cannot be a page's address: start with /, then lower-case words joined by dashes, e.g. /solutions/quantum-readiness`,
    );
  const owner = readOutline(manifest).routes.find((existing) => existing.path === path);
  if (owner)
    throw new YamlWriteError(`a page with the path "${path}" already exists (in ${owner.file}): choose another path`);
  const next = [...routes.slice(0, index + 1), { ...route, path }, ...routes.slice(index + 1)];
  writeFileAtomically(file, writeYamlValue(text, ['routes'], next));
  return { file: place.file, at: ['routes', index + 1], done: `copied ${String(route.path)} as ${path}` };
}
