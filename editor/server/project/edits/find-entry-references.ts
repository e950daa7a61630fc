import { listNamedIds } from '#site/fields/list-named-ids';
import { isRecord } from '#site/yaml/is-record';
import { splitPointer } from '#site/yaml/json-pointer';
import { createSiteValidator, type SiteValidator } from '#site/validation/validate-site';
import { readSiteSchemas } from '#scripts/cli/read-site-schemas';
import { findLinksTo } from './find-links-to';
import { labelField } from '#site/fields/label-field';
import { readOutline, readSiteFiles } from '../read-outline';

let validator: SiteValidator | undefined;

/** The site as the check merges it: the manifest, with every page file's routes and entries after its own. */
function mergeSiteFiles(manifest: string): Record<string, unknown> {
  const [first, ...pages] = readSiteFiles(manifest).map(({ data }) => (isRecord(data) ? data : {}));
  const routes = [first, ...pages].flatMap((data) => (Array.isArray(data.routes) ? data.routes : []));
  const collections: Record<string, unknown[]> = {};
  for (const data of [first, ...pages])
    if (isRecord(data.collections))
      for (const [name, entries] of Object.entries(data.collections))
        if (Array.isArray(entries)) (collections[name] ??= []).push(...entries);
  // A copy: the validator fills in defaults as it goes.
  return structuredClone({ ...first, routes, collections });
}

/** What holds the value at `pointer`, in words a person recognises. */
function describeHolder(site: Record<string, unknown>, pointer: string): string {
  const [part, name, index] = splitPointer(pointer);
  if (part === 'routes') {
    const route = (site.routes as unknown[])[Number(name)];
    return isRecord(route) && typeof route.path === 'string' ? route.path : 'a page';
  }
  if (part === 'collections') {
    const entry = (site.collections as Record<string, unknown[]>)[name]?.[Number(index)];
    return `the ${labelField(name)} entry ${isRecord(entry) ? String(entry.id) : ''}`;
  }
  if (part === 'navigation') return name === 'header' ? 'the header menus' : `the ${name} navigation`;
  return `the ${part}`;
}

/**
 * What would break if an entry went: everything that names it by id (an `x-entry` field, or an `x-entries` list
 * of ids; a filter or `all` does not name it), and what links to the page the site makes from it. The entry
 * itself is left out (a case study's link to its own page).
 */
export function findEntryReferences(manifest: string, collection: string, id: string): string[] {
  validator ??= createSiteValidator(readSiteSchemas());
  const site = mergeSiteFiles(manifest);
  const own = `the ${labelField(collection)} entry ${id}`;
  const found = new Set<string>();
  for (const reference of validator.validate(site).references) {
    if (reference.collection !== collection) continue;
    if (!listNamedIds(reference.value).includes(id)) continue;
    found.add(describeHolder(site, reference.pointer));
  }
  const outline = readOutline(manifest);
  const entry = outline.collections[collection]?.find((candidate) => candidate.id === id);
  const page = outline.routes.find(
    (route) =>
      route.kind === 'generated' && entry && route.file === entry.file && route.at.join('/') === entry.at.join('/'),
  );
  if (page) for (const holder of findLinksTo(manifest, page.path)) found.add(holder);
  found.delete(own);
  return [...found];
}
