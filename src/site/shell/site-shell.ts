import type { Navigation, Site } from '#generated/site-types';
import type { MenuGroup } from './create-menu-group';
import type { BrowserSettings } from './block-context';

/**
 * What every page needs (settings, navigation with the entries its menus list, the named dialogs): a built
 * page's `assets/shell-<hash>.json` (see SITE_SHELL_LINK_ID), the `virtual:site` module in npm run dev.
 * Routes and collections are not in it: each page carries its own data with the entries its blocks show,
 * and the next page's comes as JSON, so what a page loads first does not grow with the number of routes
 * or entries.
 */
export interface SiteShell {
  settings: BrowserSettings;
  /** The header's menus with their entries only: a product's card texts stay out of every page's script. */
  navigation: Omit<Navigation, 'header'> & { header: MenuGroup[] };
  /** The dialogs buttons open by name (e.g. the meeting dialog). */
  dialogs: Site['dialogs'];
}

/**
 * The id of the link by which a built page names its shell's data (`assets/shell-<hash>.json`, preloaded
 * with the route's): the shell is data, not part of the bundles, so a menu edited builds no new bundles.
 */
export const SITE_SHELL_LINK_ID = 'site-shell';
