import { readFileSync } from 'node:fs';
import { expandGeneratedRoutes } from '#site/manifest/expand-generated-routes';
import { isRecord } from '#site/yaml/is-record';
import { readCollectionSchemas } from '#scripts/cli/read-site-schemas';
import { listTemplates } from '#scripts/new-page/add-page';
import { countMenuEntries } from '#site/validation/find-menu-count-problems';
import type { Outline, OutlineRoute, Place } from '#editor/shared/outline';
import { readYamlData } from '../yaml/write-yaml-value';
import { listEditableFiles, nameFile, versionOf } from './editable-files';

/** The data of every editable file, in the order the check merges them: the manifest first. */
export function readSiteFiles(manifest: string): Array<{ file: string; name: string; text: string; data: unknown }> {
  return listEditableFiles(manifest).map((file) => {
    const text = readFileSync(file, 'utf8');
    let data: unknown;
    try {
      data = readYamlData(text);
    } catch {
      data = undefined;
    }
    return { file, name: nameFile(manifest, file), text, data };
  });
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Every route (written, included, generated) and every collection's entries, each with the file and place it is written in. */
export function readOutline(manifest: string): Outline {
  const files = readSiteFiles(manifest);
  const routes: Array<{ route: unknown; place: Place }> = [];
  const collections: Record<string, Array<{ entry: unknown; place: Place }>> = {};
  for (const { name, data } of files) {
    if (!isRecord(data)) continue;
    if (Array.isArray(data.routes))
      data.routes.forEach((route, index) => routes.push({ route, place: { file: name, at: ['routes', index] } }));
    if (isRecord(data.collections))
      for (const [collection, entries] of Object.entries(data.collections))
        if (Array.isArray(entries))
          entries.forEach((entry, index) =>
            (collections[collection] ??= []).push({
              entry,
              place: { file: name, at: ['collections', collection, index] },
            }),
          );
  }
  const merged = Object.fromEntries(
    Object.entries(collections).map(([name, list]) => [name, list.map((e) => e.entry)]),
  );
  const expanded = expandGeneratedRoutes(
    routes.map((r) => r.route),
    merged,
    Object.keys(readCollectionSchemas()),
  );
  const manifestName = files[0].name;
  const outlineRoutes: OutlineRoute[] = expanded.routes.map((route, index) => {
    const origin = expanded.origins[index];
    const written = routes[origin.index].place;
    const data = isRecord(route) ? route : {};
    const anchors = (Array.isArray(data.blocks) ? data.blocks : [])
      .map((block) => (isRecord(block) ? block.id : undefined))
      .filter((id): id is string => typeof id === 'string');
    const base = { path: textOf(data.path), title: textOf(data.title), anchors };
    if (origin.entry) {
      const entry = collections[origin.entry.collection][origin.entry.index].place;
      return { ...base, ...entry, kind: 'generated', collection: origin.entry.collection, template: written };
    }
    return { ...base, ...written, kind: written.file === manifestName ? 'written' : 'included' };
  });
  const header = files[0].data;
  const menus =
    isRecord(header) && isRecord(header.navigation) && Array.isArray(header.navigation.header)
      ? header.navigation.header
          // A menu that already has its count of entries (the spec's) takes no new page: new-page would refuse it.
          .filter(
            (menu) =>
              isRecord(menu) &&
              Array.isArray(menu.items) &&
              (typeof menu.count !== 'number' || countMenuEntries(menu, header.collections) < menu.count),
          )
          .map((menu) => textOf(menu.title))
      : [];
  return {
    files: files.map(({ name, text }) => ({ file: name, version: versionOf(text) })),
    routes: outlineRoutes,
    collections: Object.fromEntries(
      Object.entries(collections).map(([name, list]) => [
        name,
        list.map(({ entry, place }) => ({
          ...place,
          id: textOf(isRecord(entry) ? entry.id : ''),
          title: textOf(isRecord(entry) ? (entry.title ?? entry.country ?? entry.name ?? entry.question) : ''),
        })),
      ]),
    ),
    menus,
    templates: listTemplates(),
  };
}
