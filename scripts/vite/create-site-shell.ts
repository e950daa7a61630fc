import type { Site } from '#generated/site-types';
import { createMenuGroup } from '#site/shell/create-menu-group';
import type { SiteShell } from '#site/shell/site-shell';

/** What the browser gets of the site: settings without what only the lead server needs, the menus and the dialogs. */
export function createSiteShell(site: Pick<Site, 'settings' | 'navigation' | 'dialogs'>): SiteShell {
  const { leads, ...settings } = site.settings;
  return {
    settings: { ...settings, blockedEmailDomains: leads.blockedEmailDomains },
    navigation: { ...site.navigation, header: site.navigation.header.map(createMenuGroup) },
    dialogs: site.dialogs,
  };
}
