import type { Site } from '../generated/site-types';

/**
 * What every page needs (settings, navigation, collections): the `virtual:site` module. Routes are
 * not in it: each page carries its own data, and the next page's comes as JSON, so the first-load
 * JavaScript does not grow with the number of routes.
 */
export type SiteShell = Omit<Site, 'routes'>;
