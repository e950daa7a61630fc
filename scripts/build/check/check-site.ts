import type { Image, Site } from '#generated/site-types';
import type { LoadedSite } from '#site/loading/load-site';
import { loadSiteFromDisk, type ManifestInputs } from '../../cli/load-site-from-disk';
import { findImages } from '../output/find-images';
import { hashSite } from '../shards/share-record';
import { writeRouteTexts, type RouteTexts } from './route-text';
import { openRouteItemsFile } from './keep-route-items';

/** What is built of a checked site (see checkSite). */
export interface BuildableSite {
  /** Everything but the routes and the collections: the settings, the menus and the dialogs, which the bundles embed. */
  shell: Omit<Site, 'routes' | 'collections'>;
  /** Every route, in the site's order, each with the entries its blocks name already in it. */
  texts: RouteTexts;
  /** Every picture the site places (see findImages): the images step makes their smaller copies. */
  images: Image[];
  /** The whole site's hash (see hashSite), when asked for: shares and their merge compare it. */
  hash?: string;
}

export interface CheckedSite extends Omit<LoadedSite, 'site'> {
  inputs: ManifestInputs;
  /** Present only when there is no error (see LoadedSite). */
  site?: BuildableSite;
}

export interface CheckSiteOptions {
  /** The whole site's hash (see hashSite) is part of the answer. */
  hashWhole?: boolean;
  /** Where the route items parsed are kept from one check to the next (see openRouteItemsFile). */
  routeItemsFile?: string;
}

/**
 * The build's check (see loadSiteFromDisk), answering with what the build's later steps use of the site
 * and nothing more: the collections' entries are in the routes that show them, and the routes are
 * text in shared memory (see RouteTexts). Run in a thread of its own, where the site's objects stay.
 */
export function checkSite(manifest: string, { hashWhole = false, routeItemsFile }: CheckSiteOptions = {}): CheckedSite {
  const kept = routeItemsFile === undefined ? undefined : openRouteItemsFile(routeItemsFile);
  const { site, ...checked } = loadSiteFromDisk(manifest, { keptRouteItems: kept });
  kept?.save();
  if (!site) return checked;
  const images = [...findImages(site).values()];
  const hash = hashWhole ? hashSite(site) : undefined;
  const { routes, collections: _collections, ...shell } = site;
  // The check's peak at 100,000 routes: each route's objects are let go of as its text is written.
  const texts = writeRouteTexts(routes, { release: true });
  return { ...checked, site: { shell, texts, images, hash } };
}
