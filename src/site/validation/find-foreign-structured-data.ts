import { isRecord } from '../yaml/is-record';
import type { ManifestLocator } from '../problems/manifest-locator';
import { createProblem, locateProblem } from '../problems/create-problem';
import type { Problem } from '../problems/problem';
import { pageAddress } from '../routes/page-address';
import type { RouteLike } from './find-route-problems';

/** `https://example.com/` and `https://example.com` are one address. */
const withoutTrailingSlash = (address: string) => address.replace(/\/+$/, '');

/**
 * A page's structured data whose `url` is not the page's own address: written by hand, it stays behind when
 * the page is renamed or copied. Left out, it is filled in from the path (see fillStructuredDataAddress).
 */
export function findForeignStructuredData(
  routes: RouteLike[],
  baseUrl: unknown,
  locator: ManifestLocator,
  file: string,
): Problem[] {
  if (typeof baseUrl !== 'string') return [];
  return routes.flatMap((route, index) => {
    const seo = isRecord(route) ? route.seo : undefined;
    const url = isRecord(seo) && isRecord(seo.jsonLd) ? seo.jsonLd.url : undefined;
    if (typeof url !== 'string' || typeof route.path !== 'string') return [];
    const address = pageAddress(baseUrl, route.path);
    if (withoutTrailingSlash(url) === withoutTrailingSlash(address)) return [];
    return [
      createProblem(
        'structured-data-address',
        { value: url, address },
        locateProblem(locator, file, `/routes/${index}/seo/jsonLd/url`),
      ),
    ];
  });
}
