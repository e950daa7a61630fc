import type { Site } from '#generated/site-types';
import { pageAddress } from '../routes/page-address';
import { isRecord } from '../yaml/is-record';

/**
 * Gives each page's structured data its `url`, the page's own address, when it leaves it out: the address
 * follows the route's path, so a rename or a copy cannot leave a stale one behind. A graph of several
 * items (`@graph`) is left as written.
 */
export function fillStructuredDataAddress(site: Site): void {
  for (const route of site.routes) {
    const jsonLd = route.seo?.jsonLd;
    if (!isRecord(jsonLd) || 'url' in jsonLd || '@graph' in jsonLd) continue;
    // A new object: one written once and shared through a YAML alias would otherwise take the first page's address.
    route.seo = { ...route.seo, jsonLd: { ...jsonLd, url: pageAddress(site.settings.baseUrl, route.path) } };
  }
}
