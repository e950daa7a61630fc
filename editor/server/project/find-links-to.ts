import { isRecord } from '../../../src/site/manifest/is-record';
import { readSiteFiles } from './read-outline';

/** Whether a text links to `path`: the path itself, one of its #anchors, or a Markdown link to either. */
function linksTo(text: string, path: string): boolean {
  if (text === path || text.startsWith(`${path}#`)) return true;
  return text.includes(`](${path})`) || text.includes(`](${path}#`);
}

function visit(value: unknown, found: (text: string) => void): void {
  if (typeof value === 'string') found(value);
  else if (Array.isArray(value)) value.forEach((item) => visit(item, found));
  else if (isRecord(value)) Object.values(value).forEach((item) => visit(item, found));
}

/**
 * What links to a page, in words a person recognises ("/solutions/ai", "the header's Solutions menu",
 * "the caseStudies entry cognatrix"), the page itself left out: a page still linked to must not be deleted.
 */
export function findLinksTo(manifest: string, path: string): string[] {
  const found = new Set<string>();
  for (const { data } of readSiteFiles(manifest)) {
    if (!isRecord(data)) continue;
    for (const route of Array.isArray(data.routes) ? data.routes : []) {
      if (!isRecord(route) || route.path === path) continue;
      visit(route.blocks, (text) => linksTo(text, path) && found.add(String(route.path)));
      visit(route.seo, (text) => linksTo(text, path) && found.add(String(route.path)));
    }
    if (isRecord(data.navigation)) {
      for (const menu of Array.isArray(data.navigation.header) ? data.navigation.header : [])
        visit(
          menu,
          (text) => linksTo(text, path) && found.add(`the header's ${isRecord(menu) ? menu.title : ''} menu`),
        );
      visit(data.navigation.footer, (text) => linksTo(text, path) && found.add("the footer's links"));
    }
    visit(data.settings, (text) => linksTo(text, path) && found.add('the settings'));
    if (isRecord(data.collections))
      for (const [name, entries] of Object.entries(data.collections))
        for (const entry of Array.isArray(entries) ? entries : [])
          visit(
            entry,
            (text) => linksTo(text, path) && found.add(`the ${name} entry ${isRecord(entry) ? entry.id : ''}`),
          );
  }
  return [...found];
}
