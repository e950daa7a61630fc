import { labelField } from '#site/fields/label-field';
import { isRecord } from '#site/yaml/is-record';
import type { DataPath } from '#editor/server/yaml/write-yaml-value';
import { readSiteFiles } from '../read-outline';

/** One text of the site (one that links to a page, for findLinkPlaces). */
export interface LinkPlace {
  /** The file it is written in (absolute). */
  file: string;
  at: DataPath;
  text: string;
  /** Who holds it, in words a person recognises: "/solutions/ai", "the header's Solutions menu", "the Case studies entry cognatrix". */
  holder: string;
  /** The address of the page it is on, when it is on a page. */
  onPage?: string;
}

const NAVIGATION_HOLDERS: Record<string, string> = {
  headerActions: "the header's button and links",
  footer: "the footer's links",
};

/** Whether a text links to `path`: the path itself, one of its #anchors, or a Markdown link to either. */
function linksTo(text: string, path: string): boolean {
  if (text === path || text.startsWith(`${path}#`)) return true;
  return text.includes(`](${path})`) || text.includes(`](${path}#`);
}

function visit(value: unknown, at: DataPath, found: (text: string, at: DataPath) => void): void {
  if (typeof value === 'string') found(value, at);
  else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index], found));
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) visit(item, [...at, key], found);
}

/**
 * Every text of the site's files (routes' blocks and search data, navigation, settings, entries), each with
 * where it is written and who holds it: what the finders of links and of pictures look through.
 */
export function listSiteTexts(manifest: string): LinkPlace[] {
  const places: LinkPlace[] = [];
  for (const { file, data } of readSiteFiles(manifest)) {
    if (!isRecord(data)) continue;
    const look = (value: unknown, at: DataPath, holder: string, onPage?: string) =>
      visit(value, at, (text, where) => places.push({ file, at: where, text, holder, onPage }));
    (Array.isArray(data.routes) ? data.routes : []).forEach((route, index) => {
      if (!isRecord(route)) return;
      look(route.blocks, ['routes', index, 'blocks'], String(route.path), String(route.path));
      look(route.seo, ['routes', index, 'seo'], String(route.path), String(route.path));
    });
    if (isRecord(data.navigation))
      for (const [key, value] of Object.entries(data.navigation)) {
        if (key === 'header' && Array.isArray(value))
          value.forEach((menu, index) =>
            look(menu, ['navigation', 'header', index], `the header's ${isRecord(menu) ? menu.title : ''} menu`),
          );
        else look(value, ['navigation', key], NAVIGATION_HOLDERS[key] ?? `the navigation's ${key}`);
      }
    look(data.settings, ['settings'], 'the settings');
    if (isRecord(data.collections))
      for (const [name, entries] of Object.entries(data.collections))
        (Array.isArray(entries) ? entries : []).forEach((entry, index) =>
          look(entry, ['collections', name, index], `the ${labelField(name)} entry ${isRecord(entry) ? entry.id : ''}`),
        );
  }
  return places;
}

/** Every text of the site's files that links to `path`, where it is written; the page's own links to itself too. */
export function findLinkPlaces(manifest: string, path: string): LinkPlace[] {
  return listSiteTexts(manifest).filter((place) => linksTo(place.text, path));
}

/** What links to a page, each holder named once, the page itself left out: a page still linked to must not be deleted. */
export function findLinksTo(manifest: string, path: string): string[] {
  const places = findLinkPlaces(manifest, path).filter((place) => place.onPage !== path);
  return [...new Set(places.map((place) => place.holder))];
}
