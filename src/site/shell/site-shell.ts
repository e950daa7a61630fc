import type { Navigation, Site } from '#generated/site-types';
import type { MenuGroup } from './create-menu-group';
import type { BrowserSettings } from './block-context';

/**
 * What every page needs (settings, navigation with the entries its menus list, the named dialogs): the `virtual:site`
 * module. Routes and collections are not in it: each page carries its own data with the entries its
 * blocks show, and the next page's comes as JSON, so the first-load JavaScript does not grow with the
 * number of routes or entries.
 */
export interface SiteShell {
  settings: BrowserSettings;
  /** The header's menus with their entries only: a product's card texts stay out of every page's script. */
  navigation: Omit<Navigation, 'header'> & { header: MenuGroup[] };
  /** The dialogs buttons open by name (e.g. the meeting dialog). */
  dialogs: Site['dialogs'];
}
