import { SITE_SHELL_LINK_ID, type SiteShell } from '#site/shell/site-shell';

/**
 * The site's shell (settings, menus, dialogs) of a built page, which names its data file
 * (`assets/shell-<hash>.json`, preloaded beside the route's data): it is not in the bundles, so a menu
 * edited builds no new ones, and a visitor's browser keeps one copy for every page. (npm run dev has no
 * built pages: its shell is the `virtual:site` module, see entry-client.tsx.) A plain request, so the
 * page's own preload (same URL and mode) answers it.
 */
export async function loadSiteShell(): Promise<SiteShell> {
  const href = document.getElementById(SITE_SHELL_LINK_ID)?.getAttribute('href');
  if (!href) throw new Error(`The page names no shell data (link#${SITE_SHELL_LINK_ID}).`);
  const response = await fetch(href);
  if (!response.ok) throw new Error(`Loading the site's shell failed with status ${response.status}`);
  return (await response.json()) as SiteShell;
}
