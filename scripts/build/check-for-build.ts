import type { Site } from '#generated/site-types';
import { loadSiteFromDisk } from '../cli/load-site-from-disk';
import { hashRouteData } from './incremental/reuse-unchanged-routes';

export type Checked = ReturnType<typeof loadSiteFromDisk>;

/**
 * The check as the build runs it in its thread, and what the thread sends back: the site with each route
 * as its JSON text and that text's hash (see reuseUnchangedRoutes). Handing 10,000 routes over as objects
 * took 0.1 s to copy out and in, and the build then wrote each as JSON again to hash it: as texts, they
 * are written once, here, and read back at half the cost.
 */
export type CheckedForBuild = Omit<Checked, 'site'> & {
  site?: Site;
  routes?: { texts: string[]; hashes: string[] };
};

export function checkForBuild(manifest: string): CheckedForBuild {
  const checked = loadSiteFromDisk(manifest);
  if (!checked.site) return checked;
  const texts = checked.site.routes.map((route) => JSON.stringify(route));
  return { ...checked, site: { ...checked.site, routes: [] }, routes: { texts, hashes: texts.map(hashRouteData) } };
}
