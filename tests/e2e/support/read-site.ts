import { loadSiteFromDisk } from '#scripts/cli/load-site-from-disk';
import type { Site } from '#generated/site-types';

/**
 * The shipped manifest as the build sees it (generated routes made, entries resolved), so the browser
 * tests check what site.yaml says rather than copies of it.
 */
export const site = loadSiteFromDisk().site as Site;
