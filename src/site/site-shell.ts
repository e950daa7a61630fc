import type { Navigation, Site } from '../generated/site-types';
import type { BrowserSettings } from './block-context';

/**
 * What every page needs (settings, navigation with the entries its menus list, the named dialogs): the `virtual:site`
 * module. Routes and collections are not in it: each page carries its own data with the entries its
 * blocks show, and the next page's comes as JSON, so the first-load JavaScript does not grow with the
 * number of routes or entries.
 */
export interface SiteShell {
  settings: BrowserSettings;
  navigation: Navigation;
  /** The dialogs buttons open by name (e.g. the meeting dialog). */
  dialogs: Site['dialogs'];
}
