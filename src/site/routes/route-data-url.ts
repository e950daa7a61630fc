/**
 * Where the build puts a route's data for client-side navigation: `/` → `/route.json`,
 * `/a/b` → `/a/b/route.json`, beside the route's prerendered index.html.
 */
export function toRouteDataUrl(path: string): string {
  return path === '/' ? '/route.json' : `${path}/route.json`;
}

/** The route a data URL belongs to, or undefined when the URL is not one. */
export function fromRouteDataUrl(url: string): string | undefined {
  const match = /^(.*)\/route\.json$/.exec(url.replace(/[?#].*$/, ''));
  return match ? match[1] || '/' : undefined;
}
