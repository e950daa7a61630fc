/** A page's own address, as its canonical link, its structured data and the sitemap give it: `https://example.com/about`. */
export function pageAddress(baseUrl: string, path: string): string {
  return `${baseUrl}${path}`;
}
